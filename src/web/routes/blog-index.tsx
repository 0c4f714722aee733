import { Planned } from "../ui/Planned.tsx";
import { routeMeta } from "../ui/route-meta.ts";

export const meta = routeMeta;

export default function BlogIndex() {
  return (
    <Planned title="Typing Tips & Articles">
      <p>
        Our articles on typing practice are being written: strategies for digital nomads, how to use
        TypeTempo as a daily practice platform, and a case study of typing tests at Hong Kong
        startups. Each will link straight to the tests it talks about.
      </p>
    </Planned>
  );
}
