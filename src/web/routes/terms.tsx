import { Planned } from "../ui/Planned.tsx";
import { routeMeta } from "../ui/route-meta.ts";

export const meta = routeMeta;

export default function Terms() {
  return (
    <Planned title="Terms of Service">
      <p>
        Our terms of service will be published here before accounts open. They will cover the
        agreement, user accounts (one per person), acceptable use (no bots or manipulated results),
        intellectual property, termination, liability and how to contact us.
      </p>
    </Planned>
  );
}
