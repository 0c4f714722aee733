import { LeaderboardPage } from "../features/leaderboard/LeaderboardPage.tsx";
import { routeMeta } from "../ui/route-meta.ts";

export const meta = routeMeta;

export default function Leaderboard() {
  return <LeaderboardPage />;
}
