import type { LeaderboardResponse, LeaderboardStats } from "../../../core/api/leaderboard.ts";
import type { LeaderboardFilters, LeaderboardView } from "../../../core/leaderboard/leaderboard.ts";

function filterQuery(filters: LeaderboardFilters) {
  return new URLSearchParams({
    duration: String(filters.duration),
    difficulty: filters.difficulty,
  });
}

/** Typed by the shared schemas, not parsed with them, so zod stays off this page. */
async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
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
