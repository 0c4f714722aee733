import { getLeaderboard, getLeaderboardStats } from "../../../core/api/endpoints/leaderboard.ts";
import type { LeaderboardResponse, LeaderboardStats } from "../../../core/api/leaderboard.ts";
import type { LeaderboardFilters, LeaderboardView } from "../../../core/leaderboard/leaderboard.ts";
import { api } from "../../lib/api-client.ts";

function filterQuery({ duration, difficulty }: LeaderboardFilters) {
  return { duration: String(duration), difficulty };
}

export function fetchLeaderboard(
  view: LeaderboardView,
  signal: AbortSignal,
): Promise<LeaderboardResponse> {
  return api(getLeaderboard, { query: { ...filterQuery(view), page: view.page } }, signal);
}

export function fetchLeaderboardStats(
  filters: LeaderboardFilters,
  signal: AbortSignal,
): Promise<LeaderboardStats> {
  return api(getLeaderboardStats, { query: filterQuery(filters) }, signal);
}
