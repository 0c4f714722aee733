import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TestMode } from "../typing/test-modes.ts";
import { EDIT_COMPOSED, replay, type TimelineEdit } from "../typing/timeline.ts";
import { consistencyPercent, resultFigures } from "./result-figures.ts";

const LENGTH: TestMode = { kind: "length", characters: 300 };
const TIMED: TestMode = { kind: "timed", seconds: 30 };

/** Edits 400 ms apart from 0: a character appends, "⌫" deletes the last one. */
function typing(keys: string[]): TimelineEdit[] {
  let length = 0;
  return keys.map((key, i): TimelineEdit => {
    if (key === "⌫") return [i * 400, --length, 1, ""];
    return [i * 400, length++, 0, key];
  });
}

// "a quick test" (12 characters) typed with an x fixed at position 4 and an r left at 11.
const QUICK = typing([..."a qux", "⌫", ..."ick tesr"]);

describe("resultFigures", () => {
  it("explains a length test with one corrected and one uncorrected mistake", () => {
    // 12 characters in 6 s (0.1 min): raw 12/5/0.1 = 24; net 24 − 1/0.1 = 14.
    // 13 keystrokes, x and r wrong: 11/13 = 84.6 %.
    // Keystrokes per whole second: 3, 2, 2, 3, 2, 1 (mean 13/6, σ 0.6872): 100 × (1 − 0.3172).
    expect(resultFigures("a quick test", QUICK, LENGTH, 6000)).toEqual({
      rawWpm: 24,
      netWpm: 14,
      keystrokeAccuracy: 84.6,
      consistency: 68.3,
      timeMs: 6000,
      characters: { correct: 11, incorrect: 1, extra: 0, missed: 0, corrected: 1 },
    });
  });

  it("takes a timed test's speeds over its set duration and misses nothing of its rest", () => {
    const figures = resultFigures("a quick test and more", QUICK, TIMED, 30_000);
    // 12/5/0.5 = 4.8 raw; 4.8 − 1/0.5 = 2.8 net.
    expect([figures.rawWpm, figures.netWpm]).toEqual([5, 3]);
    expect(figures.characters.missed).toBe(0);
    // 24 idle seconds after 6 busy ones: the spread exceeds the mean.
    expect(figures.consistency).toBe(0);
  });

  it("counts the rest of a length test stopped early as missed", () => {
    const figures = resultFigures("a quick test and more", QUICK, LENGTH, 6000);
    expect(figures.characters.missed).toBe(9);
    expect(figures.rawWpm).toBe(24);
  });

  it("counts each character of an input method's word, and a composed fix as corrections", () => {
    const edits: TimelineEdit[] = [
      [0, 0, 0, "a"],
      [300, 1, 0, " "],
      [900, 2, 0, "quikc", EDIT_COMPOSED],
    ];
    // 7 keystrokes; k and c landed on each other's place: 5/7 = 71.4 %.
    expect(resultFigures("a quick", edits, LENGTH, 1200)).toMatchObject({
      keystrokeAccuracy: 71.4,
      characters: { correct: 5, incorrect: 2, corrected: 0 },
    });
    // The input method then replaces its word: 5 more keystrokes, all right, 10/12 = 83.3 %.
    edits.push([1500, 2, 5, "quick", EDIT_COMPOSED]);
    expect(resultFigures("a quick", edits, LENGTH, 1800)).toMatchObject({
      keystrokeAccuracy: 83.3,
      characters: { correct: 7, incorrect: 0, corrected: 2 },
    });
  });

  it("counts characters past the passage as extra and as uncorrected errors", () => {
    // 3 characters in 0.1 min: raw 3/5/0.1 = 6, net 6 − 1/0.1 < 0 gives 0.
    expect(resultFigures("ab", typing([..."abc"]), LENGTH, 6000)).toMatchObject({
      rawWpm: 6,
      netWpm: 0,
      keystrokeAccuracy: 66.7,
      characters: { correct: 2, incorrect: 0, extra: 1, missed: 0 },
    });
  });

  it("gives zeros and full accuracy for an empty run", () => {
    expect(resultFigures("abc", [], TIMED, 0)).toEqual({
      rawWpm: 0,
      netWpm: 0,
      keystrokeAccuracy: 100,
      consistency: null,
      timeMs: 0,
      characters: { correct: 0, incorrect: 0, extra: 0, missed: 0, corrected: 0 },
    });
    // A length test's passage is all still to type.
    expect(resultFigures("abc", [], LENGTH, 0).characters.missed).toBe(3);
  });

  const runs = fc.record({
    passage: fc.string({ unit: fc.constantFrom("a", "b", " "), minLength: 1, maxLength: 30 }),
    keys: fc.array(fc.constantFrom("a", "b", " ", "⌫"), { maxLength: 50 }),
    elapsedMs: fc.integer({ min: 0, max: 30_000 }),
  });
  /** The keys, with no backspace on an empty text. */
  const edits = (keys: string[]) => {
    let length = 0;
    return typing(
      keys.filter((key) => {
        if (key !== "⌫") return ++length > 0;
        if (length === 0) return false;
        length--;
        return true;
      }),
    );
  };

  it("accounts for every typed character and every passage character", () => {
    fc.assert(
      fc.property(runs, ({ passage, keys, elapsedMs }) => {
        const timeline = edits(keys);
        const {
          characters: c,
          keystrokeAccuracy,
          rawWpm,
          netWpm,
        } = resultFigures(passage, timeline, LENGTH, elapsedMs);
        expect(c.correct + c.incorrect + c.extra).toBe(replay(timeline).length);
        expect(c.correct + c.incorrect + c.missed).toBe(passage.length);
        expect(c.corrected).toBeLessThanOrEqual(c.correct);
        expect(keystrokeAccuracy).toBeGreaterThanOrEqual(0);
        expect(keystrokeAccuracy).toBeLessThanOrEqual(100);
        expect(netWpm).toBeLessThanOrEqual(rawWpm);
      }),
    );
  });

  it("gives the same figures for a word committed at once as for its letters at that moment", () => {
    fc.assert(
      fc.property(runs, ({ passage, keys, elapsedMs }) => {
        const word = keys.filter((key) => key !== "⌫").join("");
        const whole: TimelineEdit[] = [[0, 0, 0, word, EDIT_COMPOSED]];
        const letters = [...word].map((char, i): TimelineEdit => [0, i, 0, char]);
        expect(resultFigures(passage, whole, TIMED, elapsedMs)).toEqual(
          resultFigures(passage, letters, TIMED, elapsedMs),
        );
      }),
    );
  });
});

describe("consistencyPercent", () => {
  it("scores even speeds 100", () => {
    expect(consistencyPercent([60, 60, 60])).toBe(100);
  });

  it("takes 100 × (1 − σ / mean) with the population deviation", () => {
    // Mean 60, σ = √((400 + 400) / 2) = 20: 100 × (1 − 1/3) = 66.7.
    expect(consistencyPercent([40, 80])).toBe(66.7);
  });

  it("scores 0 when the spread exceeds the mean", () => {
    // Mean 25, σ = √((625 × 3 + 5625) / 4) = 43.3.
    expect(consistencyPercent([0, 0, 0, 100])).toBe(0);
  });

  it("has nothing to measure under two seconds or with no typing", () => {
    expect(consistencyPercent([])).toBeNull();
    expect(consistencyPercent([80])).toBeNull();
    expect(consistencyPercent([0, 0])).toBeNull();
  });
});
