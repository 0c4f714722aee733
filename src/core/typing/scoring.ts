import type { TestMode } from "./test-modes.ts";
import { timeLimit } from "./mode-limits.ts";

/** One word is five characters (product 'What TypeTempo does and for whom'). */
export const CHARS_PER_WORD = 5;

export interface Mistake {
  /** Zero-based index in the passage. */
  position: number;
  typed: string;
  expected: string;
}

/** Characters typed that match the passage at the same position (product 'Validation rules'). */
export function countCorrect(passage: string, typed: string): number {
  let correct = 0;
  // Past the passage's end passage[i] is undefined, which matches no typed character.
  for (let i = 0; i < typed.length; i++) if (typed[i] === passage[i]) correct++;
  return correct;
}

/** correct / typed × 100, rounded; 100 when nothing was typed (product 'Validation rules'). */
export function accuracyPercent(correct: number, typedLength: number): number {
  if (typedLength <= 0) return 100;
  return Math.round((correct / typedLength) * 100);
}

function wpmFor(correct: number, minutes: number): number {
  // No correct characters make 0 WPM of themselves; no time at all makes none.
  if (minutes <= 0) return 0;
  return Math.round(correct / CHARS_PER_WORD / minutes);
}

/**
 * Timed tests divide by the set duration, not the time actually spent (product 'Validation rules').
 */
export function timedWpm(correct: number, durationSeconds: number): number {
  return wpmFor(correct, durationSeconds / 60);
}

/** Length tests divide by the elapsed time (product 'Validation rules'). */
export function lengthWpm(correct: number, elapsedMs: number): number {
  return wpmFor(correct, elapsedMs / 60_000);
}

/**
 * Every typed character that differs from the passage. A comma or period typed where the
 * passage has a space is one of them, recorded as expecting the space (product 'Validation rules').
 */
export function findMistakes(passage: string, typed: string): Mistake[] {
  const mistakes: Mistake[] = [];
  const length = Math.min(passage.length, typed.length);
  for (let position = 0; position < length; position++) {
    const expected = passage[position]!;
    const got = typed[position]!;
    if (got !== expected) mistakes.push({ position, typed: got, expected });
  }
  return mistakes;
}

/** Mistakes over characters typed, as a percentage with one decimal (product 'Results panel'). */
export function errorRatePercent(mistakeCount: number, typedLength: number): number {
  if (typedLength <= 0) return 0;
  return Math.round((mistakeCount / typedLength) * 1000) / 10;
}

export interface TestScore {
  wpm: number;
  accuracy: number;
  correct: number;
  typedLength: number;
  mistakes: Mistake[];
  errorRate: number;
}

/**
 * The whole score of a finished test; the browser shows it and the server recomputes it.
 * A test on the clock (timed, or a custom duration) has its WPM over its set duration, any
 * other over `elapsedMs`.
 */
export function scoreTest(
  passage: string,
  typed: string,
  mode: TestMode,
  elapsedMs: number,
): TestScore {
  const typedText = typed.slice(0, passage.length);
  const correct = countCorrect(passage, typedText);
  const mistakes = findMistakes(passage, typedText);
  const seconds = timeLimit(mode);
  return {
    wpm: seconds === null ? lengthWpm(correct, elapsedMs) : timedWpm(correct, seconds),
    accuracy: accuracyPercent(correct, typedText.length),
    correct,
    typedLength: typedText.length,
    mistakes,
    errorRate: errorRatePercent(mistakes.length, typedText.length),
  };
}
