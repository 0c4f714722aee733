import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TARGET_TOLERANCE } from "./key-confidence.ts";
import { START_KEYS, lessonKeys } from "./lesson-keys.ts";
import {
  TREND_LESSONS,
  lessonWpm,
  lessonsToSpeed,
  lessonsToTargetSpeed,
  lessonsToUnlockAll,
} from "./lesson-prediction.ts";
import {
  type LessonProgress,
  type LessonRecord,
  newLessonProgress,
  skipKey,
  unlockAll,
} from "./lesson-progress.ts";

const EN = readFileSync(new URL("../../../content/words/en.txt", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean);

/** A minute's lesson at `wpm`, typed without error. */
const lessonAt = (wpm: number, extra: Partial<LessonRecord> = {}): LessonRecord => ({
  at: 0,
  kind: "letters",
  ms: 60_000,
  chars: wpm * 5,
  errors: 0,
  keys: {},
  ...extra,
});

const withLessons = (lessons: LessonRecord[]): LessonProgress => ({
  ...newLessonProgress(),
  lessons,
});

describe("lessonWpm", () => {
  it("counts correct characters, five to a word, over the lesson's minutes", () => {
    expect(lessonWpm({ chars: 250, errors: 0, ms: 60_000 })).toBe(50);
    expect(lessonWpm({ chars: 250, errors: 50, ms: 30_000 })).toBe(80);
  });
});

describe("lessonsToSpeed", () => {
  it("follows the trend of the lessons to the target", () => {
    // One WPM more a lesson, 24 now: six to go to 30.
    expect(lessonsToSpeed([20, 21, 22, 23, 24], 30)).toEqual({ lessons: 6 });
  });

  it("draws the trend through noisy lessons by least squares", () => {
    // The line through 20, 24, 21, 25, 22 rises 0.5 a lesson and is at 23.4 now.
    expect(lessonsToSpeed([20, 24, 21, 25, 22], 30)).toEqual({ lessons: 14 });
  });

  it("rounds a part of a lesson up", () => {
    // Two WPM a lesson, 5 to go: three lessons.
    expect(lessonsToSpeed([17, 19, 21, 23, 25], 30)).toEqual({ lessons: 3 });
  });

  it("says too few under five lessons, and predicts from five", () => {
    const four = [20, 21, 22, 23];
    expect(lessonsToSpeed(four, 30)).toEqual({ lessons: null, reason: "too-few" });
    expect(lessonsToSpeed([...four, 24], 30).lessons).toBe(6);
  });

  it("says not improving when the trend is flat or falls", () => {
    const notImproving = { lessons: null, reason: "not-improving" };
    expect(lessonsToSpeed([25, 25, 25, 25, 25], 30)).toEqual(notImproving);
    expect(lessonsToSpeed([25, 24, 23, 22, 21], 30)).toEqual(notImproving);
  });

  it("is 0 once the trend is at the target, exactly or past it, rising or not", () => {
    expect(lessonsToSpeed([26, 27, 28, 29, 30], 30)).toEqual({ lessons: 0 });
    expect(lessonsToSpeed([34, 33, 32, 31, 30.1], 30)).toEqual({ lessons: 0 });
    expect(lessonsToSpeed([26, 27, 28, 29, 29.9], 30)).toEqual({ lessons: 1 });
    // A float's hair under the target is at it.
    const hair = 30 - TARGET_TOLERANCE;
    expect(lessonsToSpeed([hair, hair, hair, hair, hair], 30)).toEqual({ lessons: 0 });
  });

  it("takes only the recent lessons into the trend", () => {
    const old = Array<number>(30).fill(50);
    const recent = Array.from({ length: TREND_LESSONS }, (_, i) => 10 + i);
    // The old lessons' 50 WPM would put the line far above; the last twenty rise from 10 to 29.
    expect(lessonsToSpeed([...old, ...recent], 35)).toEqual({ lessons: 6 });
  });
});

describe("lessonsToTargetSpeed", () => {
  it("follows the current kind's lessons to the progress's target", () => {
    const letters = [20, 22, 24, 26, 28].map((wpm) => lessonAt(wpm));
    const numbers = [10, 10, 10].map((wpm) => lessonAt(wpm, { kind: "numbers" }));
    // 28 WPM, two a lesson, the target 35: four lessons.
    expect(lessonsToTargetSpeed(withLessons([...letters, ...numbers]))).toEqual({ lessons: 4 });
  });
});

describe("lessonsToUnlockAll", () => {
  const total = lessonKeys("letters", "en", "qwerty", EN).length;
  const left = total - START_KEYS.letters;

  it("goes at the recent pace of unlocks", () => {
    // Two keys unlocked in the last ten lessons: five lessons a key.
    const lessons = Array.from({ length: 10 }, (_, i) =>
      lessonAt(30, i % 5 === 4 ? { unlocked: "x" } : {}),
    );
    expect(lessonsToUnlockAll(withLessons(lessons), EN)).toEqual({ lessons: left * 5 });
  });

  it("leaves the skipped keys out of those to unlock", () => {
    const lessons = Array.from({ length: 5 }, () => lessonAt(30, { unlocked: "x" }));
    const state = skipKey(withLessons(lessons), "z", EN);
    expect(lessonsToUnlockAll(state, EN)).toEqual({ lessons: left - 1 });
  });

  it("says too few under five lessons of the kind, and not improving with no unlock lately", () => {
    const four = Array.from({ length: 4 }, () => lessonAt(30, { unlocked: "x" }));
    expect(lessonsToUnlockAll(withLessons(four), EN)).toEqual({ lessons: null, reason: "too-few" });
    const stuck = [
      lessonAt(30, { unlocked: "x" }),
      ...Array.from({ length: TREND_LESSONS }, () => lessonAt(30)),
    ];
    expect(lessonsToUnlockAll(withLessons(stuck), EN)).toEqual({
      lessons: null,
      reason: "not-improving",
    });
  });

  it("is 0 once every key is in play", () => {
    expect(lessonsToUnlockAll(unlockAll(newLessonProgress(), EN), EN)).toEqual({ lessons: 0 });
  });
});
