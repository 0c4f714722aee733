import type {
  FollowingRow,
  LeaderboardRow,
  LeaderboardStats,
} from "../../src/core/api/leaderboard.ts";
import { boardKey, DEFAULT_BOARD } from "../../src/core/leaderboard/boards.ts";
import type { Difficulty } from "../../src/core/typing/difficulty.ts";
import {
  LEADERBOARD_PAGE_SIZE,
  type LeaderboardFilters,
} from "../../src/core/leaderboard/leaderboard.ts";
import { periodStart } from "../../src/core/leaderboard/periods.ts";

const DEFAULT_KEY = boardKey(DEFAULT_BOARD);

/**
 * A stored result as the specification's client reads it (product call 'Leaderboard list': all
 * fields, joined).
 */
export interface ReferenceResult {
  id: number;
  userId: string;
  username: string | null;
  wpm: number;
  accuracy: number;
  duration: number;
  difficulty: Difficulty;
  mode: string;
  verification: string;
  createdAt: Date;
  /** boardKey of the text typed; English passages ('passages:en') when left out. */
  board?: string;
}

/** The filters, and for a day's or week's board the server's clock that says which one. */
export type ReferenceFilters = Omit<LeaderboardFilters, "period"> &
  Partial<Pick<LeaderboardFilters, "period">> & { now?: number };

const inPeriod = (r: ReferenceResult, filters: ReferenceFilters) =>
  !filters.period ||
  filters.period === "all" ||
  periodStart(filters.period, r.createdAt.getTime()) ===
    periodStart(filters.period, filters.now ?? Date.now());

/**
 * Timed, verified results of the filter: what the leaderboard counts (product call
 * 'Leaderboard stats', and 'Results you can trust').
 */
export function rankedResults<T extends ReferenceResult>(
  results: readonly T[],
  filters: ReferenceFilters,
): T[] {
  return results.filter(
    (r) =>
      !r.mode.endsWith(" Characters") &&
      r.verification === "verified" &&
      (r.board ?? DEFAULT_KEY) === boardKey(filters.board) &&
      (filters.duration === "all" || r.duration === filters.duration) &&
      (filters.difficulty === "all" || r.difficulty === filters.difficulty) &&
      inPeriod(r, filters),
  );
}

const earlier = (a: ReferenceResult, b: ReferenceResult) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;

/** Each user's best per duration and difficulty (ties to the earlier result), fastest first. */
function referenceRanking(
  results: readonly ReferenceResult[],
  filters: ReferenceFilters,
): ReferenceResult[] {
  const best = new Map<string, ReferenceResult>();
  for (const r of rankedResults(results, filters)) {
    const key = `${r.userId}|${r.duration}|${r.difficulty}`;
    const kept = best.get(key);
    if (!kept || r.wpm > kept.wpm || (r.wpm === kept.wpm && earlier(r, kept) < 0)) best.set(key, r);
  }
  return [...best.values()].sort((a, b) => b.wpm - a.wpm || earlier(a, b));
}

const asRow = (r: ReferenceResult, rank: number): LeaderboardRow => ({
  rank,
  resultId: r.id,
  username: r.username,
  wpm: r.wpm,
  accuracy: r.accuracy,
  duration: r.duration,
  difficulty: r.difficulty,
  createdAt: r.createdAt.toISOString(),
  board: r.board ?? DEFAULT_KEY,
});

/**
 * product call 'Leaderboard list' the plain way, as the specification's client does it: keep each
 * user's best per duration and difficulty (ties to the earlier result), sort by WPM, slice out the
 * page. The reference the fast leaderboard is tested and benchmarked against.
 */
export function referencePage(
  results: readonly ReferenceResult[],
  filters: ReferenceFilters,
  page: number,
): { rows: LeaderboardRow[]; hasNextPage: boolean } {
  const sorted = referenceRanking(results, filters);
  const start = (page - 1) * LEADERBOARD_PAGE_SIZE;
  const rows = sorted
    .slice(start, start + LEADERBOARD_PAGE_SIZE)
    .map((r, i) => asRow(r, start + i + 1));
  return { rows, hasNextPage: sorted.length > start + LEADERBOARD_PAGE_SIZE };
}

/**
 * issue 36's Following view the plain way: the whole board ranked, kept to the rows of the
 * `circle`'s typists, numbered again from 1 (`rank`), each with its place on the whole board
 * (`globalRank`), then sliced to the page.
 */
export function referenceFollowingPage(
  results: readonly ReferenceResult[],
  filters: ReferenceFilters,
  circle: ReadonlySet<string>,
  page: number,
): { rows: FollowingRow[]; hasNextPage: boolean } {
  const kept = referenceRanking(results, filters)
    .map((r, i) => ({ r, globalRank: i + 1 }))
    .filter(({ r }) => circle.has(r.userId));
  const start = (page - 1) * LEADERBOARD_PAGE_SIZE;
  const rows = kept
    .slice(start, start + LEADERBOARD_PAGE_SIZE)
    .map(({ r, globalRank }, i) => ({ ...asRow(r, start + i + 1), globalRank }));
  return { rows, hasNextPage: kept.length > start + LEADERBOARD_PAGE_SIZE };
}

/**
 * product call 'Leaderboard stats' the plain way: count, means and maximum over every ranked
 * result.
 */
export function referenceStats(
  results: readonly ReferenceResult[],
  filters: ReferenceFilters,
): LeaderboardStats {
  const ranked = rankedResults(results, filters);
  if (ranked.length === 0) {
    return { totalTests: 0, averageWpm: 0, highestWpm: 0, averageAccuracy: 0 };
  }
  const sum = (pick: (r: ReferenceResult) => number) => ranked.reduce((s, r) => s + pick(r), 0);
  return {
    totalTests: ranked.length,
    averageWpm: sum((r) => r.wpm) / ranked.length,
    highestWpm: ranked.reduce((max, r) => Math.max(max, r.wpm), 0),
    averageAccuracy: sum((r) => r.accuracy) / ranked.length,
  };
}
