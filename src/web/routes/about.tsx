import { Planned } from "../ui/Planned.tsx";
import { routeMeta } from "../ui/route-meta.ts";

export const meta = routeMeta;

export default function About() {
  return (
    <Planned title="About TypeTempo">
      <p>
        TypeTempo is a free typing speed test for students, professionals, writers, programmers and
        typing enthusiasts. This page will tell why we built it, what it offers and how we keep its
        leaderboard honest.
      </p>
    </Planned>
  );
}
