import { CHARS_PER_WORD } from "../typing/scoring.ts";
import { TARGET_TOLERANCE } from "./key-confidence.ts";
import { keysInPlay, lessonOrder } from "./keys-in-play.ts";
import type { LessonProgress, LessonRecord } from "./lesson-progress.ts";

/** The lessons a trend is drawn through: the recent ones, which say how the typist types now. */
export const TREND_LESSONS = 20;
/** Fewer lessons than this draw no trend worth a prediction. */
export const MIN_TREND_LESSONS = 5;

/**
 * Lessons left until a goal, or why there is no saying: too few lessons yet, or no progress
 * towards it lately, whose trend would never get there.
 */
export type Prediction =
  { lessons: number } | { lessons: null; reason: "too-few" | "not-improving" };

/** A lesson's speed as a test's: its correct characters, five to a word, over its minutes. */
export function lessonWpm({
  chars,
  errors,
  ms,
}: Pick<LessonRecord, "chars" | "errors" | "ms">): number {
  return (chars - errors) / CHARS_PER_WORD / (ms / 60_000);
}

/** The least-squares line through values taken one lesson apart: its slope and its last value. */
function trend(values: readonly number[]): { slope: number; now: number } {
  const n = values.length;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, y) => sum + y, 0) / n;
  let covariance = 0;
  let variance = 0;
  values.forEach((y, x) => {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  });
  const slope = covariance / variance;
  return { slope, now: meanY + slope * (n - 1 - meanX) };
}

/** Lessons needed to cover `gap` at `perLesson`, a hair's float error not costing a lesson. */
const lessonsFor = (gap: number, perLesson: number) => Math.ceil(gap / perLesson - 1e-9);

/**
 * Lessons left until the speed reaches `targetWpm`, from the trend of the last TREND_LESSONS
 * lessons' speeds (oldest first): the least-squares line through them, followed on. 0 when the
 * line is at the target already; none from fewer than MIN_TREND_LESSONS lessons, or from a line
 * that does not rise.
 */
export function lessonsToSpeed(speeds: readonly number[], targetWpm: number): Prediction {
  const recent = speeds.slice(-TREND_LESSONS);
  if (recent.length < MIN_TREND_LESSONS) return { lessons: null, reason: "too-few" };
  const { slope, now } = trend(recent);
  if (now >= targetWpm - TARGET_TOLERANCE) return { lessons: 0 };
  if (slope <= 0) return { lessons: null, reason: "not-improving" };
  return { lessons: lessonsFor(targetWpm - now, slope) };
}

/** The current kind's lessons, oldest first. */
const kindLessons = (state: LessonProgress) =>
  state.lessons.filter((lesson) => lesson.kind === state.kind);

/** Lessons left until the typist's lessons of the current kind reach the target speed. */
export function lessonsToTargetSpeed(state: LessonProgress): Prediction {
  return lessonsToSpeed(kindLessons(state).map(lessonWpm), state.targetWpm);
}

/**
 * Lessons left until every key of the current kind is in play (or skipped), at the pace keys
 * were unlocked over its last TREND_LESSONS lessons. Later keys are rarer and each asks every
 * key before it to stay at the targets, so the pace tends to slow: take it as "at this pace",
 * not as a promise. None from fewer than MIN_TREND_LESSONS lessons, or with no key unlocked
 * in them.
 */
export function lessonsToUnlockAll(state: LessonProgress, words: readonly string[]): Prediction {
  const skipped = new Set(state.skipped[state.kind]);
  const inPlay = new Set(keysInPlay(state, words));
  const left = lessonOrder(state, words).filter((key) => !inPlay.has(key) && !skipped.has(key));
  if (left.length === 0) return { lessons: 0 };
  const recent = kindLessons(state).slice(-TREND_LESSONS);
  if (recent.length < MIN_TREND_LESSONS) return { lessons: null, reason: "too-few" };
  const unlocks = recent.filter((lesson) => lesson.unlocked !== undefined).length;
  if (unlocks === 0) return { lessons: null, reason: "not-improving" };
  return { lessons: lessonsFor(left.length * recent.length, unlocks) };
}
