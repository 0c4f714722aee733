import { Planned } from "../ui/Planned.tsx";
import { routeMeta } from "../ui/route-meta.ts";

export const meta = routeMeta;

export default function Help() {
  return (
    <Planned title="How to Type">
      <p>
        The typing guide will cover finger positioning on the home row, posture and ergonomics,
        building accuracy before speed, drills for speed, advanced techniques and how to avoid
        strain and injury. It will also point to the word count tool.
      </p>
    </Planned>
  );
}
