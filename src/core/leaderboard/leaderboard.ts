import { DIFFICULTIES, type Difficulty } from "../typing/difficulty.ts";
import { boardParams, type LeaderboardBoard, parseBoard } from "./boards.ts";
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from "./periods.ts";

/** product 'Constants and limits': a page of the rankings holds 100 rows. */
export const LEADERBOARD_PAGE_SIZE = 100;

/**
 * The durations the leaderboard can be filtered by, in seconds: the five of
 * product 'Validation rules', and 10 minutes, whose results are ranked too
 * (product 'Where TypeTempo goes beyond the specification').
 */
export const LEADERBOARD_DURATIONS = [30, 60, 120, 180, 300, 600] as const;
export type LeaderboardDuration = (typeof LEADERBOARD_DURATIONS)[number];

export interface LeaderboardFilters {
  /** The text the results were typed on: each has a board of its own (boards.ts). */
  board: LeaderboardBoard;
  duration: LeaderboardDuration | "all";
  difficulty: Difficulty | "all";
  /** All time, or today's or this week's board (periods.ts). */
  period: LeaderboardPeriod;
}

export interface LeaderboardView extends LeaderboardFilters {
  /** Only the signed-in typist and those they follow (issue 36), or everyone. */
  following: boolean;
  /** One-based, as shown in the pager and the address bar. */
  page: number;
}

/** product 'Constants and limits': rank = page index × 100 + row position + 1. */
export function rankFor(pageIndex: number, position: number): number {
  return pageIndex * LEADERBOARD_PAGE_SIZE + position + 1;
}

/**
 * The view in the address bar. Anything invalid there falls back to 'all', today's board,
 * everyone and page 1, so a mangled shared link still opens the rankings.
 */
export function parseLeaderboardView(search: URLSearchParams): LeaderboardView {
  const duration = Number(search.get("duration"));
  const difficulty = search.get("difficulty");
  const page = Number(search.get("page"));
  const period = search.get("period");
  return {
    board: parseBoard(search),
    duration: (LEADERBOARD_DURATIONS as readonly number[]).includes(duration)
      ? (duration as LeaderboardDuration)
      : "all",
    difficulty: (DIFFICULTIES as readonly (string | null)[]).includes(difficulty)
      ? (difficulty as Difficulty)
      : "all",
    period: (LEADERBOARD_PERIODS as readonly (string | null)[]).includes(period)
      ? (period as LeaderboardPeriod)
      : "all",
    following: search.get("following") === "true",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address-bar query of a view, leaving out the defaults. */
export function leaderboardSearch(view: LeaderboardView): string {
  const params = new URLSearchParams(boardParams(view.board));
  if (view.duration !== "all") params.set("duration", String(view.duration));
  if (view.difficulty !== "all") params.set("difficulty", view.difficulty);
  if (view.period !== "all") params.set("period", view.period);
  if (view.following) params.set("following", "true");
  if (view.page > 1) params.set("page", String(view.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
