import { useLocation } from "react-router";
import { findPage } from "../../core/route-catalog.ts";
import { Planned } from "../ui/Planned.tsx";
import { routeMeta } from "../ui/route-meta.ts";
import { useDifficulty } from "../features/settings/difficulty-store.ts";

export const meta = routeMeta;

export default function LengthTest() {
  const page = findPage(useLocation().pathname);
  const difficulty = useDifficulty();
  return (
    <Planned title={page?.heading ?? "Character test"}>
      <p>
        This page will hold the character test: a passage of the set length, a timer that counts up
        from your first key, and a results panel with your words per minute, accuracy and mistakes
        as soon as you finish the text or press Stop.
      </p>
      <p>
        It will use the difficulty chosen in the menu, currently <strong>{difficulty}</strong>.
      </p>
    </Planned>
  );
}
