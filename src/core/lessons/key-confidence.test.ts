import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { KeyStat } from "../insight/key-stats.ts";
import {
  MIN_KEY_TIMED,
  MIN_LESSON_TIMED,
  TARGET_TOLERANCE,
  type KeyLesson,
  hasCurve,
  keyConfidence,
  keyCurve,
  keyFigures,
  meetsTarget,
  wpmOf,
} from "./key-confidence.ts";

/** A key typed `hits` times, `errors` of them wrong, each of them timed at `ms`. */
const typed = (hits: number, errors: number, ms: number): KeyStat => [
  hits,
  errors,
  hits,
  hits * ms,
];

/** Lessons a minute apart, each with the figures given for the key e. */
const lessonsOfE = (...stats: KeyStat[]): KeyLesson[] =>
  stats.map((stat, i) => ({ at: i * 60_000, keys: { e: stat } }));

const TARGETS = { targetWpm: 40, targetAccuracy: 0.95 };

describe("wpmOf", () => {
  it("turns the time between keystrokes into words of five a minute", () => {
    expect(wpmOf(300)).toBe(40);
    expect(wpmOf(12_000 / 35)).toBe(35);
  });
});

describe("keyFigures", () => {
  it("gives a key's speed from its mean time, and its share of keystrokes typed right", () => {
    expect(keyFigures(lessonsOfE(typed(20, 1, 300)), "e")).toEqual({ wpm: 40, accuracy: 0.95 });
  });

  it("times only the keystrokes that were timed", () => {
    // 20 keystrokes, 12 of them timed, 3.6 s in all: 300 ms each.
    expect(keyFigures(lessonsOfE([20, 0, 12, 3600]), "e")).toEqual({ wpm: 40, accuracy: 1 });
  });

  it("has none for a key not typed, or typed too few times", () => {
    expect(keyFigures([], "e")).toBeNull();
    expect(keyFigures(lessonsOfE(typed(20, 0, 300)), "t")).toBeNull();
    expect(keyFigures(lessonsOfE(typed(MIN_KEY_TIMED - 1, 0, 300)), "e")).toBeNull();
    expect(keyFigures(lessonsOfE(typed(MIN_KEY_TIMED, 0, 300)), "e")).not.toBeNull();
  });

  it("counts a key's keystrokes over its lessons towards having figures", () => {
    expect(keyFigures(lessonsOfE(typed(5, 0, 300), typed(4, 0, 300)), "e")).toBeNull();
    expect(keyFigures(lessonsOfE(typed(5, 0, 300), typed(5, 0, 300)), "e")).toEqual({
      wpm: 40,
      accuracy: 1,
    });
  });

  it("leaves out a lesson that timed the key fewer than three times, or in no time", () => {
    const steady = typed(20, 0, 300);
    const few = typed(MIN_LESSON_TIMED - 1, 2, 3000);
    expect(keyFigures(lessonsOfE(steady, few), "e")).toEqual({ wpm: 40, accuracy: 1 });
    expect(keyFigures(lessonsOfE(steady, [20, 0, 20, 0]), "e")).toEqual({ wpm: 40, accuracy: 1 });
    // Three are enough to count: it moves the figures.
    const three = typed(MIN_LESSON_TIMED, 0, 600);
    expect(keyFigures(lessonsOfE(steady, three), "e")!.wpm).toBeLessThan(40);
  });

  it("weighs the newest lesson at 30 %, the ones before at the rest", () => {
    // 400 ms, then 200 ms: 0.3 × 200 + 0.7 × 400 = 340 ms. 95 %, then 85 %: 92 %.
    const figures = keyFigures(lessonsOfE(typed(20, 1, 400), typed(20, 3, 200)), "e")!;
    expect(figures.wpm).toBeCloseTo(12_000 / 340, 10);
    expect(figures.accuracy).toBeCloseTo(0.92, 10);
  });

  it("follows the typist's recent lessons: old ones fade", () => {
    const slowThenFast = lessonsOfE(typed(20, 10, 1200), ...Array(10).fill(typed(20, 0, 240)));
    const figures = keyFigures(slowThenFast, "e")!;
    // 10 WPM at 50 %, then ten lessons at 50 WPM and 100 %: 0.7^10, under 3 %, of the first
    // lesson's time is left.
    expect(figures.wpm).toBeGreaterThan(44);
    expect(figures.accuracy).toBeGreaterThan(0.98);
  });
});

describe("keyConfidence", () => {
  it("is 1 exactly at both targets", () => {
    expect(keyConfidence({ wpm: 40, accuracy: 0.95 }, TARGETS)).toBe(1);
  });

  it("is the speed over the target when the accuracy is at its target or above", () => {
    expect(keyConfidence({ wpm: 20, accuracy: 0.95 }, TARGETS)).toBe(0.5);
    expect(keyConfidence({ wpm: 20, accuracy: 1 }, TARGETS)).toBe(0.5);
    expect(keyConfidence({ wpm: 60, accuracy: 1 }, TARGETS)).toBe(1.5);
  });

  it("falls steeply with accuracy under the target: 5 points under halves it, 10 end it", () => {
    expect(keyConfidence({ wpm: 80, accuracy: 0.9 }, TARGETS)).toBeCloseTo(0.5, 10);
    expect(keyConfidence({ wpm: 80, accuracy: 0.85 }, TARGETS)).toBeCloseTo(0, 10);
    expect(keyConfidence({ wpm: 80, accuracy: 0.8 }, TARGETS)).toBe(0);
    expect(keyConfidence({ wpm: 80, accuracy: 0.5 }, TARGETS)).toBe(0);
  });

  it("is the lesser of the two", () => {
    expect(keyConfidence({ wpm: 30, accuracy: 0.93 }, TARGETS)).toBe(0.75);
    expect(keyConfidence({ wpm: 36, accuracy: 0.93 }, TARGETS)).toBeCloseTo(0.8, 10);
  });

  it("is none without figures", () => {
    expect(keyConfidence(null, TARGETS)).toBeNull();
  });

  it("rises as a key's lessons get faster and surer", () => {
    const lessons = lessonsOfE(
      typed(20, 2, 600),
      typed(20, 1, 500),
      typed(20, 1, 400),
      typed(20, 0, 300),
      typed(20, 0, 250),
    );
    const confidences = lessons.map((_, i) =>
      keyConfidence(keyFigures(lessons.slice(0, i + 1), "e"), TARGETS),
    );
    for (let i = 1; i < confidences.length; i++) {
      expect(confidences[i]!).toBeGreaterThan(confidences[i - 1]!);
    }
  });
});

describe("meetsTarget", () => {
  it("passes exactly at the targets and fails one below either", () => {
    expect(meetsTarget({ wpm: 40, accuracy: 0.95 }, TARGETS)).toBe(true);
    expect(meetsTarget({ wpm: 39, accuracy: 0.95 }, TARGETS)).toBe(false);
    expect(meetsTarget({ wpm: 40, accuracy: 0.94 }, TARGETS)).toBe(false);
    expect(meetsTarget({ wpm: 39.99, accuracy: 0.95 }, TARGETS)).toBe(false);
    expect(meetsTarget({ wpm: 40, accuracy: 0.9499 }, TARGETS)).toBe(false);
  });

  it("passes figures a float's hair under the targets, up to TARGET_TOLERANCE", () => {
    const hair = { wpm: 40 - TARGET_TOLERANCE, accuracy: 0.95 - TARGET_TOLERANCE };
    expect(meetsTarget(hair, TARGETS)).toBe(true);
    expect(meetsTarget({ ...hair, wpm: 40 - 2 * TARGET_TOLERANCE }, TARGETS)).toBe(false);
    expect(meetsTarget({ ...hair, accuracy: 0.95 - 2 * TARGET_TOLERANCE }, TARGETS)).toBe(false);
  });

  it("passes a key at the targets from the figures of its lessons", () => {
    // 19 of 20, 57 of 60 and 95 of 100 right are all 95 %; 7 keystrokes in 2.4 s are 35 WPM.
    const targets = { targetWpm: 35, targetAccuracy: 0.95 };
    const lessons = lessonsOfE([20, 1, 7, 2400], [60, 3, 7, 2400], [100, 5, 7, 2400]);
    expect(meetsTarget(keyFigures(lessons, "e"), targets)).toBe(true);
    // A millisecond more over seven keystrokes: a hair under 35 WPM.
    const slower = lessonsOfE([20, 1, 7, 2400], [60, 3, 7, 2400], [100, 5, 7, 2401]);
    expect(meetsTarget(keyFigures(slower, "e"), targets)).toBe(false);
  });

  it("passes a figure that float arithmetic left a hair under its target", () => {
    const accuracy = 3 * 0.35 - 0.1;
    expect(accuracy).toBeLessThan(0.95);
    expect(meetsTarget({ wpm: 40, accuracy }, TARGETS)).toBe(true);
    const wpm = (1 - 0.9) * 400;
    expect(wpm).toBeLessThan(40);
    expect(meetsTarget({ wpm, accuracy: 0.95 }, TARGETS)).toBe(true);
  });

  it("never passes a key without figures", () => {
    expect(meetsTarget(null, { targetWpm: 10, targetAccuracy: 0.8 })).toBe(false);
  });

  it("agrees with the confidence: at the targets exactly when confidence reaches 1", () => {
    const figures = fc.record({
      wpm: fc.integer({ min: 1, max: 200 }),
      accuracy: fc.integer({ min: 0, max: 100 }).map((n) => n / 100),
    });
    fc.assert(
      fc.property(figures, (key) => {
        const confidence = keyConfidence(key, TARGETS)!;
        expect(meetsTarget(key, TARGETS)).toBe(confidence >= 1 - 1e-9);
      }),
    );
  });
});

describe("keyCurve", () => {
  it("gives one point per counted lesson, with its own and its smoothed figures", () => {
    const lessons = lessonsOfE(typed(20, 1, 400), typed(2, 0, 100), typed(20, 3, 200));
    const curve = keyCurve(lessons, "e");
    expect(curve.map((point) => point.at)).toEqual([0, 120_000]);
    expect(curve[0]).toEqual({
      at: 0,
      wpm: 30,
      accuracy: 0.95,
      smoothedWpm: 30,
      smoothedAccuracy: 0.95,
    });
    expect(curve[1]!.wpm).toBe(60);
    expect(curve[1]!.accuracy).toBe(0.85);
    expect(curve[1]!.smoothedWpm).toBeCloseTo(12_000 / 340, 10);
  });

  it("draws a key's first lessons too, before it has enough keystrokes for figures", () => {
    const lessons = lessonsOfE(typed(MIN_LESSON_TIMED, 0, 300));
    expect(keyFigures(lessons, "e")).toBeNull();
    expect(keyCurve(lessons, "e")).toHaveLength(1);
  });

  it("ends where the key's figures are", () => {
    const lessons = lessonsOfE(typed(20, 1, 400), typed(20, 0, 350), typed(30, 2, 280));
    const last = keyCurve(lessons, "e").at(-1)!;
    expect(keyFigures(lessons, "e")).toEqual({
      wpm: last.smoothedWpm,
      accuracy: last.smoothedAccuracy,
    });
  });
});

describe("hasCurve", () => {
  it("tells a key with a counted lesson from one with none", () => {
    const lessons = lessonsOfE(
      typed(MIN_LESSON_TIMED - 1, 0, 300),
      typed(MIN_LESSON_TIMED, 0, 300),
    );
    expect(hasCurve(lessons, "e")).toBe(true);
    expect(hasCurve(lessons.slice(0, 1), "e")).toBe(false);
    expect(hasCurve(lessons, "t")).toBe(false);
  });

  it("agrees with keyCurve whatever the lessons", () => {
    const stat = fc.tuple(fc.nat(20), fc.nat(5), fc.nat(20), fc.nat(8000));
    fc.assert(
      fc.property(fc.array(stat, { maxLength: 6 }), (stats) => {
        const lessons = lessonsOfE(...stats);
        expect(hasCurve(lessons, "e")).toBe(keyCurve(lessons, "e").length > 0);
      }),
    );
  });
});
