/**
 * The pace caret (issue 36): a second caret that moves through the passage at a steady speed,
 * the typist's best or average for the test or a speed they set, so they race themselves.
 */
import type { PaceCaret } from "../settings/settings.ts";

/** Characters to a word, as every speed here is counted. */
const WORD_CHARACTERS = 5;

/** Milliseconds the pace takes over one character at `wpm`. */
export const paceStepMs = (wpm: number): number => 60_000 / (wpm * WORD_CHARACTERS);

/** The character the pace has reached `elapsedMs` after the clock started: none before it. */
export function paceIndex(elapsedMs: number, wpm: number): number {
  return Math.max(0, Math.floor(elapsedMs / paceStepMs(wpm)));
}

/** Milliseconds from `elapsedMs` until the pace reaches its next character. */
export function msToNextPaceStep(elapsedMs: number, wpm: number): number {
  const step = paceStepMs(wpm);
  return (paceIndex(elapsedMs, wpm) + 1) * step - Math.max(0, elapsedMs);
}

/** The typist's earlier results of the test's mode and difficulty, as speeds. */
export interface PaceResults {
  /** Their personal best; null before one. */
  best: number | null;
  /** Their recent results, any order. */
  recent: readonly number[];
}

export interface Pace {
  wpm: number;
  /** What the speed is: for the label near the test. */
  label: string;
}

/**
 * The pace a setting asks for: the best or the recent results' mean, whole WPM, or the set speed
 * when there is none yet (said in the label) or the setting is the set speed.
 */
export function choosePace(
  setting: Exclude<PaceCaret, "off">,
  setWpm: number,
  results: PaceResults,
): Pace {
  if (setting === "best") {
    return results.best !== null && results.best > 0
      ? { wpm: Math.round(results.best), label: `Pace: ${Math.round(results.best)} WPM, your best` }
      : { wpm: setWpm, label: `Pace: ${setWpm} WPM (no best yet)` };
  }
  if (setting === "average") {
    const mean = results.recent.reduce((sum, wpm) => sum + wpm, 0) / results.recent.length;
    return results.recent.length > 0 && mean > 0
      ? { wpm: Math.round(mean), label: `Pace: ${Math.round(mean)} WPM, your average` }
      : { wpm: setWpm, label: `Pace: ${setWpm} WPM (no average yet)` };
  }
  return { wpm: setWpm, label: `Pace: ${setWpm} WPM` };
}
