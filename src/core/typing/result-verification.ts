import { isSynthetic, type TimelineEdit } from "./timeline.ts";

/**
 * The rules a saved result must pass (docs/trusted-results.md). The server applies them; they
 * live here, as plain functions, so the rules page, the tests and the benchmarks read the same
 * numbers.
 */

/** No one has held this speed for a minute: such a result is refused outright. */
export const IMPOSSIBLE_WPM = 320;
/** …on tests at least this long; a short burst above it is only flagged. */
export const IMPOSSIBLE_WPM_MIN_SECONDS = 60;
/** Faster than the best typists' records: saved, but kept off the leaderboard. */
export const FLAG_WPM = 250;
/**
 * Phone keyboards commit a composed word at once, so a few characters per change is human;
 * this many in one change is pasted or inserted by a program.
 */
export const PASTE_MIN_CHARACTERS = 20;
/** Rhythm checks need enough keystrokes to say anything. */
export const RHYTHM_MIN_INTERVALS = 30;
/** Human key intervals vary by half their mean or more; a script's barely vary. */
export const UNIFORM_RHYTHM_MAX_VARIATION = 0.15;
/** A median key interval below this is over 480 WPM sustained: no human rhythm. */
export const INHUMAN_MEDIAN_INTERVAL_MS = 25;
/** A timed result may arrive this much before its test could have ended (clock skew). */
export const ARRIVAL_MARGIN_MS = 1000;
/** A test token is good for this long after it was issued. */
export const TEST_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const RESULT_FLAGS = [
  "speed",
  "pasted",
  "scripted",
  "uniform-rhythm",
  "inhuman-rhythm",
] as const;
export type ResultFlag = (typeof RESULT_FLAGS)[number];

/** Why a result is kept off the leaderboard, in words the typist reads after saving. */
export const FLAG_REASONS: Record<ResultFlag, string> = {
  speed: `faster than ${FLAG_WPM} WPM`,
  pasted: "text was pasted or inserted in large pieces",
  scripted: "input came from a script, not the keyboard",
  "uniform-rhythm": "keystrokes came at machine-regular intervals",
  "inhuman-rhythm": "keystrokes came faster than a human can type",
};

export interface ReplayLimits {
  /** The passage the server served: typing never goes past its end. */
  passageLength: number;
  /** No edit may happen later than this many ms after the first keystroke. */
  lastMs: number;
}

/**
 * Replays the keystroke timeline and says why it cannot have produced `typedText`, or null
 * when it does. Times must not go backwards or past the end of the test, and every edit must
 * fit the text it changes.
 */
export function replayProblem(
  edits: readonly TimelineEdit[],
  typedText: string,
  limits: ReplayLimits,
): string | null {
  let text = "";
  let previous = 0;
  for (const [index, [t, at, removed, inserted]] of edits.entries()) {
    if (t < previous) return `edit ${index} goes back in time`;
    if (t > limits.lastMs) return `edit ${index} happens after the test ended`;
    if (at > text.length || at + removed > text.length) {
      return `edit ${index} changes text that was not typed`;
    }
    text = text.slice(0, at) + inserted + text.slice(at + removed);
    if (text.length > limits.passageLength) return `edit ${index} types past the passage`;
    previous = t;
  }
  return text === typedText ? null : "the keystrokes do not rebuild the typed text";
}

function intervals(edits: readonly TimelineEdit[]): number[] {
  const gaps: number[] = [];
  for (let i = 1; i < edits.length; i++) gaps.push(edits[i]![0] - edits[i - 1]![0]);
  return gaps;
}

function median(sorted: readonly number[]): number {
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Spread of the intervals relative to their mean (coefficient of variation). */
function variation(gaps: readonly number[]): number {
  const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
  if (mean === 0) return 0;
  const variance = gaps.reduce((sum, gap) => sum + (gap - mean) ** 2, 0) / gaps.length;
  return Math.sqrt(variance) / mean;
}

/** Every reason a replayed, scored result should stay off the leaderboard. */
export function resultFlags(edits: readonly TimelineEdit[], wpm: number): ResultFlag[] {
  const flags: ResultFlag[] = [];
  if (wpm > FLAG_WPM) flags.push("speed");
  if (edits.some((edit) => edit[3].length >= PASTE_MIN_CHARACTERS)) flags.push("pasted");
  if (edits.some(isSynthetic)) flags.push("scripted");
  const gaps = intervals(edits);
  if (gaps.length >= RHYTHM_MIN_INTERVALS) {
    if (variation(gaps) < UNIFORM_RHYTHM_MAX_VARIATION) flags.push("uniform-rhythm");
    if (median([...gaps].sort((a, b) => a - b)) < INHUMAN_MEDIAN_INTERVAL_MS) {
      flags.push("inhuman-rhythm");
    }
  }
  return flags;
}

/** WPM above the hard limit on a test long enough that no burst explains it. */
export function isImpossibleSpeed(wpm: number, seconds: number): boolean {
  return seconds >= IMPOSSIBLE_WPM_MIN_SECONDS && wpm > IMPOSSIBLE_WPM;
}
