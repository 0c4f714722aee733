import { CHARS_PER_WORD } from "../typing/scoring.ts";
import type { TestMode } from "../typing/test-modes.ts";
import { timeLimit } from "../typing/mode-limits.ts";
import type { TimelineEdit } from "../typing/timeline.ts";
import { keystrokeLog, type KeystrokeLog, secondOf } from "./keystrokes.ts";
import { TypedText } from "./typed-text.ts";

/** What became of the characters of a test (issue 15), from the final typed text. */
export interface CharacterBreakdown {
  /** Typed characters that match the passage at their position: the specification's count. */
  correct: number;
  /** Wrong characters left in the typed text within the passage. */
  incorrect: number;
  /**
   * Characters typed past the passage's end. The typing box refuses them and the server refuses
   * a timeline that holds them, so a saved result always has 0; counted, not assumed, so that a
   * timeline from elsewhere is not described wrongly.
   */
  extra: number;
  /**
   * Passage characters left untyped in a length test stopped before its end. Typing is
   * positional, so no character can be skipped on the way; and a timed test's passage is
   * open-ended, always longer than anyone types, so its rest is never missed: 0 there.
   */
  missed: number;
  /** Positions where a wrong character was typed and the right one stands now. */
  corrected: number;
}

export interface ResultFigures {
  /** Every character of the final typed text, wrong and extra ones included, / 5 per minute. */
  rawWpm: number;
  /**
   * Gross WPM less uncorrected errors per minute, never below 0. Gross is rawWpm before
   * rounding; the uncorrected errors are the incorrect and extra characters, each a whole error.
   */
  netWpm: number;
  /**
   * Share of character-producing keystrokes that matched the passage where they landed, in %
   * with one decimal: a mistake fixed later still counts against it, as on Monkeytype, and
   * backspaces are not counted. 100 when nothing was typed, as the specification's accuracy.
   */
  keystrokeAccuracy: number;
  /**
   * How even the speed was: consistencyPercent of each whole second's raw speed (characters
   * typed in it). A last partial second is left out, as a fraction of a second's speed is noise.
   */
  consistency: number | null;
  /** How long the test took, ms: a timed test's duration, a length test's time to its end. */
  timeMs: number;
  characters: CharacterBreakdown;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * 100 × (1 − coefficient of variation) of per-second speeds, with one decimal, clamped to
 * 0–100: the population standard deviation over the mean, as Monkeytype takes it (it smooths
 * the mapping with tanh; a straight line is easier to read and to check). Even typing scores
 * 100; a spread as wide as the mean scores 0. Null with fewer than two seconds or no typing,
 * where there is no variation to measure.
 */
export function consistencyPercent(speeds: readonly number[]): number | null {
  if (speeds.length < 2) return null;
  const mean = speeds.reduce((sum, speed) => sum + speed, 0) / speeds.length;
  if (mean <= 0) return null;
  const variance = speeds.reduce((sum, speed) => sum + (speed - mean) ** 2, 0) / speeds.length;
  return round1(Math.min(100, Math.max(0, 100 * (1 - Math.sqrt(variance) / mean))));
}

/**
 * The figures that explain a finished test beside the specification's WPM and accuracy
 * (issue 15). Speeds are over a timed test's set duration and over `elapsedMs` otherwise, as
 * scoreTest takes them. A timed test's passage is the whole text served, appended parts included.
 * `strokes` are the timeline's, when the caller has them already for other figures.
 */
export function resultFigures(
  passage: string,
  edits: readonly TimelineEdit[],
  mode: TestMode,
  elapsedMs: number,
  strokes: KeystrokeLog = keystrokeLog(passage, edits),
): ResultFigures {
  const typed = new TypedText(strokes.count);
  for (const edit of edits) typed.apply(edit);
  const seconds = timeLimit(mode);
  const minutes = seconds === null ? elapsedMs / 60_000 : seconds / 60;
  const withinPassage = Math.min(typed.length, passage.length);
  let correct = 0;
  for (let p = 0; p < withinPassage; p++) if (typed.codeAt(p) === passage.charCodeAt(p)) correct++;
  const incorrect = withinPassage - correct;
  const extra = typed.length - withinPassage;

  const wholeSeconds = Math.floor(elapsedMs / 1000);
  const typedIn = new Array<number>(wholeSeconds).fill(0);
  const wrongTypedAt = new Uint8Array(passage.length);
  let rightStrokes = 0;
  for (let k = 0; k < strokes.count; k++) {
    const position = strokes.position[k]!;
    if (strokes.correct[k]) rightStrokes++;
    else if (position < passage.length) wrongTypedAt[position] = 1;
    const second = secondOf(strokes.t[k]!);
    if (second <= wholeSeconds) typedIn[second - 1]!++;
  }
  let corrected = 0;
  for (let p = 0; p < withinPassage; p++)
    if (wrongTypedAt[p] && typed.codeAt(p) === passage.charCodeAt(p)) corrected++;

  const gross = minutes > 0 ? typed.length / CHARS_PER_WORD / minutes : 0;
  // The same arithmetic as speedSeries, so the graph's last point equals this figure exactly.
  const net =
    minutes > 0 ? Math.max(0, (typed.length / CHARS_PER_WORD - (incorrect + extra)) / minutes) : 0;
  return {
    rawWpm: Math.round(gross),
    netWpm: Math.round(net),
    keystrokeAccuracy: strokes.count ? round1((rightStrokes / strokes.count) * 100) : 100,
    consistency: consistencyPercent(typedIn),
    timeMs: Math.round(elapsedMs),
    characters: {
      correct,
      incorrect,
      extra,
      missed: seconds === null ? passage.length - withinPassage : 0,
      corrected,
    },
  };
}
