import { useLocation } from "react-router";
import { findPage } from "../../core/route-catalog.ts";
import { Planned } from "../ui/Planned.tsx";
import { routeMeta } from "../ui/route-meta.ts";
import { useDifficulty } from "../features/settings/difficulty-store.ts";

export const meta = routeMeta;

export default function TimedTest() {
  const page = findPage(useLocation().pathname);
  const difficulty = useDifficulty();
  return (
    <Planned title={page?.heading ?? "Timed test"}>
      <p>
        This page will hold the timed test: a passage to type, a countdown that starts on your first
        key, live words per minute and accuracy, and a results panel with your mistakes and a speed
        graph when the time runs out.
      </p>
      <p>
        It will use the difficulty chosen in the menu, currently <strong>{difficulty}</strong>.
      </p>
    </Planned>
  );
}
