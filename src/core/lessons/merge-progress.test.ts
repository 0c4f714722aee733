import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type LessonProgress,
  type LessonRecord,
  MAX_LESSONS,
  lessonProgressSchema,
  newLessonProgress,
} from "./lesson-progress.ts";
import { mergeLessonProgress } from "./merge-progress.ts";

/** A letters lesson that ended at `at`, with the key `e` typed ten times. */
function lesson(at: number, keys: LessonRecord["keys"] = { e: [10, 1, 10, 2000] }): LessonRecord {
  return { at, kind: "letters", ms: 30_000, chars: 150, errors: 3, keys };
}

/** Progress with these lessons, newest last, the rest at its start. */
const withLessons = (ats: number[], rest: Partial<LessonProgress> = {}): LessonProgress => ({
  ...newLessonProgress(),
  ...rest,
  lessons: ats.map((at) => lesson(at)),
});

const times = (progress: LessonProgress) => progress.lessons.map((record) => record.at);

describe("mergeLessonProgress", () => {
  it("takes the write as it is when nothing was stored", () => {
    const written = withLessons([1, 2]);
    expect(mergeLessonProgress(null, written)).toBe(written);
  });

  it("keeps the lessons of two devices, each the other had not seen, in the order they ended", () => {
    const laptop = withLessons([100, 300]);
    const phone = withLessons([200, 400]);
    expect(times(mergeLessonProgress(laptop, phone))).toEqual([100, 200, 300, 400]);
    // A device that fell behind loses nothing newer than its own newest either.
    expect(times(mergeLessonProgress(phone, withLessons([100])))).toEqual([100, 200, 400]);
    expect(times(mergeLessonProgress(withLessons([1, 2, 3]), withLessons([])))).toEqual([1, 2, 3]);
  });

  it("takes the typist's choices from the write, the latest word on them", () => {
    const stored = withLessons([1], {
      kind: "code",
      layout: "dvorak",
      targetWpm: 60,
      focus: { key: "x", locked: true },
      skipped: { ...newLessonProgress().skipped, letters: ["q"] },
    });
    const written = withLessons([2], { language: "fr", targetAccuracy: 0.9 });
    const merged = mergeLessonProgress(stored, written);
    expect(merged).toMatchObject({
      kind: "letters",
      language: "fr",
      layout: "qwerty",
      targetWpm: 35,
      targetAccuracy: 0.9,
      focus: null,
      skipped: newLessonProgress().skipped,
    });
  });

  it("keeps every key unlocked on either device, the write's first", () => {
    const none = newLessonProgress().unlocked;
    const stored = withLessons([1], { unlocked: { ...none, letters: ["k", "v"], code: ["{"] } });
    const written = withLessons([2], { unlocked: { ...none, letters: ["v", "j"] } });
    expect(mergeLessonProgress(stored, written).unlocked).toEqual({
      ...none,
      letters: ["v", "j", "k"],
      code: ["{"],
    });
  });

  it("takes a lesson both have as the write has it, so a key's figures reset stay reset", () => {
    const stored = withLessons([1, 2]);
    const written = { ...stored, lessons: [lesson(1, {}), lesson(2, {})] };
    expect(mergeLessonProgress(stored, written).lessons).toEqual(written.lessons);
  });

  it("keeps the newest MAX_LESSONS of both", () => {
    const evens = withLessons(Array.from({ length: MAX_LESSONS }, (_, i) => 2 * i));
    const odds = withLessons(Array.from({ length: MAX_LESSONS }, (_, i) => 2 * i + 1));
    const merged = times(mergeLessonProgress(evens, odds));
    expect(merged).toHaveLength(MAX_LESSONS);
    expect(merged[0]).toBe(MAX_LESSONS);
    expect(merged.at(-1)).toBe(2 * MAX_LESSONS - 1);
  });

  it("is valid progress that loses no lesson among the newest, and is the same saved twice", () => {
    const ats = fc.uniqueArray(fc.nat(10_000), { maxLength: 40 });
    fc.assert(
      fc.property(ats, ats, (a, b) => {
        const stored = withLessons(a.sort((x, y) => x - y));
        const written = withLessons(b.sort((x, y) => x - y));
        const merged = mergeLessonProgress(stored, written);
        expect(lessonProgressSchema.safeParse(merged).success).toBe(true);
        expect(times(merged)).toEqual([...new Set([...a, ...b])].sort((x, y) => x - y));
        expect(mergeLessonProgress(merged, written)).toEqual(merged);
        expect(mergeLessonProgress(merged, merged)).toEqual(merged);
      }),
    );
  });
});
