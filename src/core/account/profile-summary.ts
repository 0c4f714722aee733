import { boardLabel } from "../leaderboard/board-label.ts";
import { boardOfKey, compareBoards } from "../leaderboard/board-rules.ts";
import { boardKey, DEFAULT_BOARD, type LeaderboardBoard } from "../leaderboard/boards.ts";
import { DIFFICULTIES, type Difficulty } from "../typing/difficulty.ts";
import { HISTORY_MODES } from "./history-view.ts";

/** Time typed for people: '3 h 12 min', '3 h', '45 min', '50 s'. Minutes and seconds round down. */
export function formatTimeTyped(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return minutes > 0 ? `${minutes} min` : `${whole} s`;
}

/** '1 day', '4 days'. */
export function dayCount(days: number): string {
  return days === 1 ? "1 day" : `${days} days`;
}

/** A UTC day, YYYY-MM-DD, as en-US readers write it: 'Nov 26, 2026'. */
export function formatUtcDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** '1,234 tests', '1 test'. */
export function testCount(tests: number): string {
  return tests === 1 ? "1 test" : `${tests.toLocaleString("en-US")} tests`;
}

export interface BestLike {
  mode: string;
  difficulty: Difficulty;
  wpm: number;
  accuracy: number;
  /** Null where the typist keeps their results private (a public profile's bests). */
  resultId: number | null;
}

export interface BestRow<B extends BestLike> {
  mode: string;
  /** One cell per difficulty, in DIFFICULTIES order; null where none was typed. */
  cells: (B | null)[];
}

/**
 * The personal bests as a table: a row per mode typed, in product order (timed tests, then
 * character tests, then any other mode by name), a column per difficulty.
 */
export function personalBestRows<B extends BestLike>(bests: readonly B[]): BestRow<B>[] {
  const order = (mode: string) => {
    const index = HISTORY_MODES.indexOf(mode);
    return index === -1 ? HISTORY_MODES.length : index;
  };
  const modes = [...new Set(bests.map((b) => b.mode))].sort(
    (a, b) => order(a) - order(b) || a.localeCompare(b),
  );
  return modes.map((mode) => ({
    mode,
    cells: DIFFICULTIES.map(
      (difficulty) => bests.find((b) => b.mode === mode && b.difficulty === difficulty) ?? null,
    ),
  }));
}

/** One board's personal bests, as the profile offers them to choose from. */
export interface BoardBests<B> {
  /** The board's key, as boardKey writes it. */
  key: string;
  /** Its name, as a result names its text: 'Common words · Français · punctuation'. */
  label: string;
  bests: B[];
}

/**
 * The personal bests board by board (issue "More ways to type": bests are kept per text,
 * language and toggles), in the order the leaderboard's filters offer the boards. A best on a
 * board this version does not know is left out rather than shown under a wrong name.
 */
export function bestsByBoard<B extends BestLike & { board: string }>(
  bests: readonly B[],
): BoardBests<B>[] {
  const boards = new Map<string, { board: LeaderboardBoard; bests: B[] }>();
  for (const best of bests) {
    const known = boards.get(best.board);
    if (known) {
      known.bests.push(best);
      continue;
    }
    const board = boardOfKey(best.board);
    if (board) boards.set(best.board, { board, bests: [best] });
  }
  return [...boards.entries()]
    .sort(([, a], [, b]) => compareBoards(a.board, b.board))
    .map(([key, { board, bests }]) => ({ key, label: boardLabel(board), bests }));
}

/**
 * The board whose bests the profile shows first: the one the typist's latest test was typed
 * on, else English passages, else the first they have; null when they have none.
 */
export function initialBoard(
  boards: readonly { key: string }[],
  latest: string | null,
): string | null {
  const has = (key: string | null) => key !== null && boards.some((board) => board.key === key);
  if (has(latest)) return latest;
  const passages = boardKey(DEFAULT_BOARD);
  return has(passages) ? passages : (boards[0]?.key ?? null);
}
