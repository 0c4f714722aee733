import { LeaderboardPage } from "../features/leaderboard/LeaderboardPage.tsx";
import { metaLoader } from "../ui/page-loader.ts";
import { routeMeta } from "../ui/route-meta.ts";

export const meta = routeMeta;
export const loader = metaLoader;

export default function Leaderboard() {
  return <LeaderboardPage />;
}
