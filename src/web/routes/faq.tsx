import { Planned } from "../ui/Planned.tsx";
import { routeMeta } from "../ui/route-meta.ts";

export const meta = routeMeta;

export default function Faq() {
  return (
    <Planned title="Frequently Asked Questions">
      <p>
        Answers are on their way to the questions typists ask most: what a normal typing speed is,
        how fast the fastest typists are, how WPM is calculated, what the difficulty levels mean,
        the speeds different jobs expect, how to improve and what goal is realistic for you.
      </p>
    </Planned>
  );
}
