import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EDIT_COMPOSED, type TimelineEdit } from "../typing/timeline.ts";
import { resultFigures } from "./result-figures.ts";
import { SHORTEST_LAST_MS, speedSeries } from "./speed-series.ts";

describe("speedSeries", () => {
  it("gives raw speed per second, net speed so far and the errors of each second", () => {
    const edits: TimelineEdit[] = [
      [200, 0, 0, "t"],
      [400, 1, 0, "h"],
      [600, 2, 0, "x"],
      [900, 2, 1, ""],
      [1100, 2, 0, "e"],
      [1300, 3, 0, " "],
      [1500, 4, 0, "c"],
      [1700, 5, 0, "o"],
      [1900, 6, 0, "t"],
      [2300, 7, 0, " "],
    ];
    // Second 1: t, h, x typed (x wrong); "th" left: raw 3/5 × 60 = 36, net 2/5 × 60 = 24.
    // Second 2: e, space, c, o, t (o wrong); "the cot" left with one wrong:
    //   raw 5/5 × 60 = 60, net (7/5 − 1) / (2/60) = 12.
    // Second 3 lasts 500 ms: one space, raw 1/5 / (0.5/60) = 24; "the cot " with one wrong,
    //   net (8/5 − 1) / (2.5/60) = 14.4.
    expect(speedSeries("the cat sat", edits, 2500)).toEqual([
      { time: 1, raw: 36, net: 24, errors: 1 },
      { time: 2, raw: 60, net: 12, errors: 1 },
      { time: 3, raw: 24, net: 14, errors: 0 },
    ]);
  });

  it("merges a last partial second under half a second into the second before", () => {
    // The last key at 2040 ms ends the test at 2050 ms: alone, 1/5 word in 50 ms is 240 WPM.
    const edits: TimelineEdit[] = [
      [500, 0, 0, "a"],
      [1200, 1, 0, "b"],
      [1600, 2, 0, "c"],
      [2040, 3, 0, "x"],
    ];
    // Second 2 runs to 2050 ms: b, c and the wrong x, 3/5 / (1.05/60) = 34.3 raw; net at the
    // end is (4/5 − 1) per minute, never below 0.
    expect(speedSeries("abcd", edits, 2050)).toEqual([
      { time: 1, raw: 12, net: 12, errors: 0 },
      { time: 2, raw: 34, net: 0, errors: 1 },
    ]);
  });

  it("keeps a last partial second of half a second or more as a sample over its own length", () => {
    const edits: TimelineEdit[] = [
      [500, 0, 0, "a"],
      [1200, 1, 0, "b"],
      [1400, 2, 0, "c"],
    ];
    // Second 2 is 500 ms: 2/5 / (0.5/60) = 48 raw; net 3/5 / (1.5/60) = 24.
    expect(speedSeries("abc", edits, 1500)).toEqual([
      { time: 1, raw: 12, net: 12, errors: 0 },
      { time: 2, raw: 48, net: 24, errors: 0 },
    ]);
  });

  it("never shows a raw speed above what the typing's fastest second could give", () => {
    // One key every 100 ms is 120 WPM in every whole second; however the test ends, no sample
    // may read much more, as a last sliver of a second did (issue 33: ~650 WPM).
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), (tail) => {
        const endMs = 4000 + tail;
        const edits: TimelineEdit[] = Array.from({ length: Math.floor(endMs / 100) }, (_, i) => [
          (i + 1) * 100,
          i,
          0,
          "a",
        ]);
        const samples = speedSeries("a".repeat(60), edits, endMs);
        expect(samples.at(-1)!.time).toBe(tail < 500 ? 4 : 5);
        for (const sample of samples) expect(sample.raw).toBeLessThanOrEqual(120);
      }),
    );
  });

  it("counts each character of a composed word in the second it arrived", () => {
    const edits: TimelineEdit[] = [[1500, 0, 0, "the", EDIT_COMPOSED]];
    // 3/5 word in second 2 is 36 raw; net at 2 s is 3/5 / (2/60) = 18.
    expect(speedSeries("the", edits, 2000)).toEqual([
      { time: 1, raw: 0, net: 0, errors: 0 },
      { time: 2, raw: 36, net: 18, errors: 0 },
    ]);
  });

  it("re-judges the text after an edit in the middle and keeps net speed at 0 or above", () => {
    const edits: TimelineEdit[] = [
      [100, 0, 0, "x"],
      [200, 1, 0, "b"],
      [300, 2, 0, "c"],
      [400, 0, 1, "a"],
      [1500, 0, 1, ""],
    ];
    // At 1 s "abc" is all right: 4 typed (x wrong) is raw 48, net 3/5 × 60 = 36.
    // At 2 s "bc" stands where the passage has "ab": both wrong, (2/5 − 2) < 0 gives 0.
    expect(speedSeries("abc", edits, 2000)).toEqual([
      { time: 1, raw: 48, net: 36, errors: 1 },
      { time: 2, raw: 0, net: 0, errors: 0 },
    ]);
  });

  it("forgets a backspaced character, right or wrong, in the net speed", () => {
    const right: TimelineEdit[] = [
      [100, 0, 0, "a"],
      [200, 1, 0, "b"],
      [300, 1, 1, ""],
    ];
    // "a" is left, right: 1/5 word in one second is 12 WPM net.
    expect(speedSeries("abc", right, 1000)).toEqual([{ time: 1, raw: 24, net: 12, errors: 0 }]);
    const wrong: TimelineEdit[] = [
      [100, 0, 0, "a"],
      [200, 1, 0, "x"],
      [300, 1, 1, ""],
    ];
    expect(speedSeries("abc", wrong, 1000)).toEqual([{ time: 1, raw: 24, net: 12, errors: 1 }]);
  });

  it("counts an edit made at the very end of a second in that second's net speed", () => {
    const edits: TimelineEdit[] = [
      [500, 0, 0, "a"],
      [1000, 1, 0, "b"],
    ];
    expect(speedSeries("ab", edits, 2000).map((sample) => sample.net)).toEqual([24, 12]);
  });

  it("is empty for a test that never ran", () => {
    expect(speedSeries("abc", [], 0)).toEqual([]);
  });

  it("marks every wrong keystroke in some second", () => {
    const typing = fc.array(fc.tuple(fc.integer({ min: 1, max: 400 }), fc.constantFrom("a", "b")), {
      maxLength: 60,
    });
    fc.assert(
      fc.property(typing, (steps) => {
        let t = 0;
        const edits: TimelineEdit[] = steps.map(([gap, char], i) => [(t += gap), i, 0, char]);
        const passage = "ab".repeat(40);
        const wrong = edits.filter(([, at, , char]) => char !== passage[at]).length;
        const samples = speedSeries(passage, edits, t);
        expect(samples.reduce((sum, s) => sum + s.errors, 0)).toBe(wrong);
        // A last sliver under half a second joins the second before.
        const seconds = Math.ceil(t / 1000);
        const sliver = seconds > 1 && t - (seconds - 1) * 1000 < SHORTEST_LAST_MS;
        expect(samples).toHaveLength(sliver ? seconds - 1 : seconds);
      }),
    );
  });

  it("ends on the net speed of the result's figures", () => {
    const typing = fc.array(fc.tuple(fc.integer({ min: 1, max: 400 }), fc.constantFrom("a", "b")), {
      minLength: 1,
      maxLength: 60,
    });
    fc.assert(
      fc.property(typing, fc.nat(2000), (steps, idleMs) => {
        let t = 0;
        const edits: TimelineEdit[] = steps.map(([gap, char], i) => [(t += gap), i, 0, char]);
        const passage = "ab".repeat(40);
        const mode = { kind: "length", characters: 300 } as const;
        const endMs = t + idleMs;
        expect(speedSeries(passage, edits, endMs).at(-1)!.net).toBe(
          resultFigures(passage, edits, mode, endMs).netWpm,
        );
      }),
    );
  });
});
