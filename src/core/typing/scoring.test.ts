import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  accuracyPercent,
  countCorrect,
  errorRatePercent,
  findMistakes,
  lengthWpm,
  scoreTest,
  timedWpm,
} from "./scoring.ts";
import { OFFERED_MODES } from "./test-modes.ts";

describe("countCorrect", () => {
  it("counts characters that match by position", () => {
    expect(countCorrect("hello world", "hello world")).toBe(11);
    expect(countCorrect("hello world", "hxllo")).toBe(4);
    expect(countCorrect("hello", "")).toBe(0);
  });

  it("does not realign after a skipped character", () => {
    expect(countCorrect("abcdef", "acdef")).toBe(1);
  });

  it("ignores typing beyond the passage", () => {
    expect(countCorrect("abc", "abcdef")).toBe(3);
  });
});

describe("accuracyPercent", () => {
  it("is correct over typed, times 100, rounded", () => {
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(1, 3)).toBe(33);
    expect(accuracyPercent(199, 200)).toBe(100);
  });

  it("is 100 when nothing was typed", () => {
    expect(accuracyPercent(0, 0)).toBe(100);
  });
});

describe("WPM", () => {
  it("divides by the set duration in timed tests", () => {
    expect(timedWpm(300, 60)).toBe(60);
    expect(timedWpm(300, 30)).toBe(120);
    expect(timedWpm(1000, 600)).toBe(20);
    expect(timedWpm(7, 60)).toBe(1);
  });

  it("divides by elapsed time in length tests", () => {
    expect(lengthWpm(300, 60_000)).toBe(60);
    expect(lengthWpm(300, 90_000)).toBe(40);
    expect(lengthWpm(300, 0)).toBe(0);
  });

  it("is zero with nothing correct", () => {
    expect(timedWpm(0, 60)).toBe(0);
    expect(lengthWpm(0, 5000)).toBe(0);
  });
});

describe("findMistakes", () => {
  it("lists each wrong character with its zero-based position", () => {
    expect(findMistakes("the cat", "tha cet")).toEqual([
      { position: 2, typed: "a", expected: "e" },
      { position: 5, typed: "e", expected: "a" },
    ]);
  });

  it("records a comma or period typed over a space as expecting a space", () => {
    expect(findMistakes("one two", "one,two")).toEqual([
      { position: 3, typed: ",", expected: " " },
    ]);
    expect(findMistakes("one two", "one.")).toEqual([{ position: 3, typed: ".", expected: " " }]);
  });

  it("is case-sensitive", () => {
    expect(findMistakes("Cat", "cat")).toEqual([{ position: 0, typed: "c", expected: "C" }]);
  });
});

describe("errorRatePercent", () => {
  it("is mistakes over typed with one decimal", () => {
    expect(errorRatePercent(1, 3)).toBe(33.3);
    expect(errorRatePercent(2, 3)).toBe(66.7);
    expect(errorRatePercent(0, 50)).toBe(0);
    expect(errorRatePercent(0, 0)).toBe(0);
  });
});

describe("scoreTest", () => {
  it("scores a timed test", () => {
    const passage = "the quick brown fox";
    const score = scoreTest(passage, "the quick brpwn", { kind: "timed", seconds: 30 }, 31_000);
    expect(score).toEqual({
      wpm: 6,
      accuracy: 93,
      correct: 14,
      typedLength: 15,
      mistakes: [{ position: 12, typed: "p", expected: "o" }],
      errorRate: 6.7,
    });
  });

  it("scores a length test over its elapsed time", () => {
    const passage = "a".repeat(300);
    const score = scoreTest(passage, passage, { kind: "length", characters: 300 }, 45_000);
    expect(score.wpm).toBe(80);
    expect(score.accuracy).toBe(100);
    expect(score.mistakes).toEqual([]);
  });
});

describe("scoring invariants", () => {
  const text = fc.string({ maxLength: 300 });
  const mode = fc.constantFrom(...OFFERED_MODES);
  const elapsedMs = fc.integer({ min: 0, max: 3_600_000 });

  it("keeps accuracy within 0–100, WPM non-negative and mistakes within typed characters", () => {
    fc.assert(
      fc.property(text, text, mode, elapsedMs, (passage, typed, m, ms) => {
        const score = scoreTest(passage, typed, m, ms);
        expect(score.accuracy).toBeGreaterThanOrEqual(0);
        expect(score.accuracy).toBeLessThanOrEqual(100);
        expect(score.wpm).toBeGreaterThanOrEqual(0);
        expect(score.mistakes.length).toBeLessThanOrEqual(score.typedLength);
        expect(score.correct + score.mistakes.length).toBe(score.typedLength);
        expect(score.errorRate).toBeGreaterThanOrEqual(0);
        expect(score.errorRate).toBeLessThanOrEqual(100);
      }),
    );
  });

  it("gives a perfect copy full accuracy and no mistakes", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 300 }), (passage) => {
        const score = scoreTest(passage, passage, { kind: "timed", seconds: 60 }, 60_000);
        expect(score.accuracy).toBe(100);
        expect(score.mistakes).toEqual([]);
        expect(score.wpm).toBe(Math.round(passage.length / 5));
      }),
    );
  });
});
