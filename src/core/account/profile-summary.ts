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
  resultId: number;
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
