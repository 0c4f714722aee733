import type { KeyStat } from "../insight/key-stats.ts";
import { CHARS_PER_WORD } from "../typing/scoring.ts";

/**
 * Timed keystrokes a key needs over its counted lessons before it has figures: as many as
 * weak-key practice asks (MIN_KEY_HITS, weak-key-text.ts, which carries the practice words and
 * is not worth loading for one number), so a key is neither judged nor passed on a handful.
 */
export const MIN_KEY_TIMED = 10;

/**
 * Timed keystrokes a key needs in one lesson for that lesson to count towards its figures: the
 * time of one or two keystrokes is mostly one hesitation or one lucky burst, and a lesson that
 * barely met the key would move its speed as much as one that drilled it.
 */
export const MIN_LESSON_TIMED = 3;

/**
 * How much the newest counted lesson weighs in a key's smoothed figures; each older one weighs
 * 0.7 times the one after it. The last five lessons make up five sixths of the figure, so a key
 * reflects how the typist types it now, and one bad lesson moves it by less than a third.
 */
export const SMOOTHING = 0.3;

/**
 * How steeply the accuracy factor falls below the target accuracy: each point of accuracy
 * under it costs ten points of confidence, so 5 points under is half confidence, 10 none.
 * Accuracy is learnt first: a fast key typed wrong is not a key the typist knows.
 */
export const ACCURACY_STEEPNESS = 10;

/**
 * How far under a target a figure may be and still count as at it: figures are sums and
 * quotients of floats, which can land a hair under a target they meet exactly (35 WPM as
 * 34.999999999999996). Far below any difference a typist could make.
 */
export const TARGET_TOLERANCE = 1e-9;

/** The speed and accuracy every key in play must reach before the next key is unlocked. */
export interface LessonTargets {
  /** Words per minute, a word being five keystrokes. */
  targetWpm: number;
  /** Correct keystrokes over all, from 0 to 1. */
  targetAccuracy: number;
}

/** The part of a lesson's record a key's figures come from: when, and each key's figures. */
export interface KeyLesson {
  at: number;
  keys: Readonly<Record<string, KeyStat>>;
}

/** A key's smoothed figures: its speed in WPM and its accuracy from 0 to 1. */
export interface KeyFigures {
  wpm: number;
  accuracy: number;
}

/** One counted lesson of a key: its own figures there, and the smoothed ones after it. */
export interface KeyCurvePoint {
  at: number;
  wpm: number;
  accuracy: number;
  smoothedWpm: number;
  smoothedAccuracy: number;
}

const MS_PER_MINUTE = 60_000;

/** The speed of keystrokes `ms` apart, in words of five keystrokes a minute. */
export function wpmOf(ms: number): number {
  return MS_PER_MINUTE / CHARS_PER_WORD / ms;
}

const counts = ([, , timed, ms]: KeyStat) => timed >= MIN_LESSON_TIMED && ms > 0;

/**
 * No average yet. NaN rather than undefined: a variable that holds only numbers stays a plain
 * double in optimised code, while one that may be undefined is boxed, a new heap object at every
 * step (keyFigures's loop over a long history made most of a lesson's garbage that way).
 */
const NO_AVERAGE = Number.NaN;

/** A moving average's next value: the new one weighed SMOOTHING, the average before the rest. */
const smooth = (before: number, value: number) =>
  Number.isNaN(before) ? value : SMOOTHING * value + (1 - SMOOTHING) * before;

/**
 * A key's speed and accuracy over time, for its chart: one point per lesson that counted
 * (MIN_LESSON_TIMED), with that lesson's own figures and the smoothed ones the key had after it,
 * each an exponential moving average. The time between keystrokes is what is averaged, then
 * turned into a speed, so a slow lesson weighs by the time it took.
 */
export function keyCurve(history: readonly KeyLesson[], key: string): KeyCurvePoint[] {
  const points: KeyCurvePoint[] = [];
  let smoothedMs = NO_AVERAGE;
  let smoothedAccuracy = NO_AVERAGE;
  for (const lesson of history) {
    const stat = lesson.keys[key];
    if (!stat || !counts(stat)) continue;
    const [hits, errors, timed, totalMs] = stat;
    const ms = totalMs / timed;
    const accuracy = (hits - errors) / hits;
    smoothedMs = smooth(smoothedMs, ms);
    smoothedAccuracy = smooth(smoothedAccuracy, accuracy);
    points.push({
      at: lesson.at,
      wpm: wpmOf(ms),
      accuracy,
      smoothedWpm: wpmOf(smoothedMs),
      smoothedAccuracy,
    });
  }
  return points;
}

/** Whether a key has a curve: a lesson that counted for it (MIN_LESSON_TIMED). */
export function hasCurve(history: readonly KeyLesson[], key: string): boolean {
  return history.some((lesson) => {
    const stat = lesson.keys[key];
    return stat !== undefined && counts(stat);
  });
}

/**
 * A key's figures now, from its recent lessons (`history` oldest first): null until its
 * counted lessons hold MIN_KEY_TIMED timed keystrokes.
 */
export function keyFigures(history: readonly KeyLesson[], key: string): KeyFigures | null {
  // The same averages as keyCurve, without a point per lesson: the page asks this of
  // every key over up to MAX_LESSONS lessons several times for each lesson it makes.
  let ms = NO_AVERAGE;
  let accuracy = NO_AVERAGE;
  let timed = 0;
  for (const lesson of history) {
    const stat = lesson.keys[key];
    if (!stat || !counts(stat)) continue;
    const [hits, errors, lessonTimed, totalMs] = stat;
    ms = smooth(ms, totalMs / lessonTimed);
    accuracy = smooth(accuracy, (hits - errors) / hits);
    timed += lessonTimed;
  }
  if (timed < MIN_KEY_TIMED) return null;
  return { wpm: wpmOf(ms), accuracy };
}

/**
 * How far a key is towards the targets, 1 being exactly at both: the lesser of its speed over
 * the target speed and an accuracy factor that is 1 at the target accuracy and falls by
 * ACCURACY_STEEPNESS for each unit under it (never below 0), and rises as steeply above it.
 * Null for a key without figures, which shows grey.
 */
export function keyConfidence(figures: KeyFigures | null, targets: LessonTargets): number | null {
  if (!figures) return null;
  const accuracyFactor = Math.max(
    0,
    1 + ACCURACY_STEEPNESS * (figures.accuracy - targets.targetAccuracy),
  );
  return Math.min(figures.wpm / targets.targetWpm, accuracyFactor);
}

/** Whether a key is at both targets or past them: what unlocking the next key asks of each. */
export function meetsTarget(figures: KeyFigures | null, targets: LessonTargets): boolean {
  return (
    figures !== null &&
    figures.wpm >= targets.targetWpm - TARGET_TOLERANCE &&
    figures.accuracy >= targets.targetAccuracy - TARGET_TOLERANCE
  );
}
