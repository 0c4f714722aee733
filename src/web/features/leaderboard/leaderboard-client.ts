import {
  type LeaderboardResponse,
  type LeaderboardStats,
  leaderboardResponseSchema,
  leaderboardStatsSchema,
} from "../../../core/api/leaderboard.ts";
import type { LeaderboardFilters, LeaderboardView } from "../../../core/leaderboard.ts";

function filterQuery(filters: LeaderboardFilters) {
  return new URLSearchParams({
    duration: String(filters.duration),
    difficulty: filters.difficulty,
  });
}

async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export async function fetchLeaderboard(
  view: LeaderboardView,
  signal: AbortSignal,
): Promise<LeaderboardResponse> {
  const query = filterQuery(view);
  query.set("page", String(view.page));
  return leaderboardResponseSchema.parse(await getJson(`/api/leaderboard?${query}`, signal));
}

export async function fetchLeaderboardStats(
  filters: LeaderboardFilters,
  signal: AbortSignal,
): Promise<LeaderboardStats> {
  return leaderboardStatsSchema.parse(
    await getJson(`/api/leaderboard/stats?${filterQuery(filters)}`, signal),
  );
}
