import { Planned } from "../ui/Planned.tsx";
import { routeMeta } from "../ui/route-meta.ts";

export const meta = routeMeta;

export default function Leaderboard() {
  return (
    <Planned title="Global Rankings">
      <p>
        The global leaderboard will rank the best timed-test result of each typist per duration and
        difficulty, with filters for both, a summary of all results and pages of 100 rows. Only
        timed tests are ranked.
      </p>
    </Planned>
  );
}
