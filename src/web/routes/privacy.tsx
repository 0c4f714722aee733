import { Planned } from "../ui/Planned.tsx";
import { routeMeta } from "../ui/route-meta.ts";

export const meta = routeMeta;

export default function Privacy() {
  return (
    <Planned title="Privacy Policy">
      <p>
        Our privacy policy will be published here before accounts open. It will list exactly what we
        store, why and for how long, and how to use your rights to access, correct, erase or
        restrict your data. Today the site stores only your difficulty choice, in your browser.
      </p>
    </Planned>
  );
}
