import type { LeaderboardResponse, LeaderboardStats } from "../../../core/api/leaderboard.ts";
import type { LeaderboardFilters, LeaderboardView } from "../../../core/leaderboard/leaderboard.ts";
import { getJson } from "../../lib/api-client.ts";

function filterQuery(filters: LeaderboardFilters) {
  return new URLSearchParams({
    duration: String(filters.duration),
    difficulty: filters.difficulty,
  });
}

export async function fetchLeaderboard(
  view: LeaderboardView,
  signal: AbortSignal,
): Promise<LeaderboardResponse> {
  const query = filterQuery(view);
  query.set("page", String(view.page));
  return getJson<LeaderboardResponse>(`/api/leaderboard?${query}`, signal);
}

export async function fetchLeaderboardStats(
  filters: LeaderboardFilters,
  signal: AbortSignal,
): Promise<LeaderboardStats> {
  return getJson<LeaderboardStats>(`/api/leaderboard/stats?${filterQuery(filters)}`, signal);
}
