import { getLeaderboard, getLeaderboardStats } from "../../../core/api/endpoints/leaderboard.ts";
import {
  type LeaderboardFilters,
  type LeaderboardView,
  leaderboardSearch,
} from "../../../core/leaderboard/leaderboard.ts";
import { type ApiRequestError, api } from "../../lib/api-client.ts";
import { useLoaded } from "../../lib/use-loaded.ts";

/** The filters as the API's queries take them. */
export function filterQuery({ board, duration, difficulty, period }: LeaderboardFilters) {
  return {
    text: board.text,
    language: board.language,
    punctuation: board.punctuation ? "true" : "false",
    numbers: board.numbers ? "true" : "false",
    duration: String(duration),
    difficulty,
    period,
  } as const;
}

/**
 * product 'States and transitions', Leaderboard: loading, error, empty or list; stats reload with
 * the filters, the board's among them. Neither loads unless `wanted`: not for the Following
 * view, which has its own list (FollowingRankings) and no summary, nor for the view that
 * hydrates, which the address's follows at once.
 */
export function useLeaderboard(view: LeaderboardView, wanted: boolean) {
  const filters = filterQuery(view);
  const list = useLoaded(
    wanted ? leaderboardSearch(view) : null,
    (signal) => api(getLeaderboard, { query: { ...filters, page: String(view.page) } }, signal),
    "leaderboard data",
  );
  // product 'The error catalogue': a summary failure is only logged.
  const stats = useLoaded(
    wanted ? leaderboardSearch({ ...view, page: 1 }) : null,
    (signal) => api(getLeaderboardStats, { query: filters }, signal),
    "leaderboard stats",
  );
  // The server refuses a board that does not exist, from a mangled link, with a 400: the one
  // refusal an address can cause, since parseLeaderboardView keeps the rest valid. The filters
  // replace that board with today's as soon as their code is in (BoardFilters), so until then
  // the rankings are still loading, which the page shows before any failure. (api() throws
  // ApiRequestError only; read without instanceof, the page stays within its first-load budget.)
  const refused = (list.error as ApiRequestError | null)?.status === 400;
  return {
    list: { loading: list.loading || refused, failed: list.failed, data: list.value },
    stats: stats.value,
    query: filters,
  };
}
