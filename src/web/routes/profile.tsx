import { Planned } from "../ui/Planned.tsx";
import { routeMeta } from "../ui/route-meta.ts";

export const meta = routeMeta;

export default function Profile() {
  return (
    <Planned title="Your profile">
      <p>
        Once accounts open, signing in will keep every result you finish here: your average and best
        WPM, your average accuracy, a chart of your recent progress and a list of your recent tests.
        You will also be able to download or delete all of your data.
      </p>
    </Planned>
  );
}
