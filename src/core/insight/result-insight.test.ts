import { describe, expect, it } from "vitest";
import type { TimelineEdit } from "../typing/timeline.ts";
import { runInsight } from "./result-insight.ts";

describe("runInsight", () => {
  it("explains a run by its figures, mistakes in words, speed and keys", () => {
    // "to do" typed "tp do" after fixing nothing: one wrong p at position 1, 500 ms apart.
    const edits: TimelineEdit[] = [
      [0, 0, 0, "t"],
      [500, 1, 0, "p"],
      [1000, 2, 0, " "],
      [1500, 3, 0, "d"],
      [2000, 4, 0, "o"],
    ];
    const insight = runInsight({
      passage: "to do",
      typed: "tp do",
      edits,
      mode: { kind: "length", characters: 300 },
      elapsedMs: 2000,
      mistakes: [{ position: 1, typed: "p", expected: "o" }],
    });
    // 5 characters in 2 s: raw 5/5/(2/60) = 30; net 30 − 1/(2/60) = 0.
    expect(insight.figures).toMatchObject({
      rawWpm: 30,
      netWpm: 0,
      keystrokeAccuracy: 80,
      timeMs: 2000,
      characters: { correct: 4, incorrect: 1, extra: 0, missed: 0, corrected: 0 },
    });
    expect(insight.mistakes).toEqual([
      { position: 1, typed: "p", expected: "o", word: "to", start: 0, index: 1, typedWord: "tp" },
    ]);
    // Second 1 holds t, p, space (0, 500, 1000 ms): 3/5 per minute = 36; second 2, d and o.
    expect(insight.speed.map((s) => [s.time, s.raw, s.errors])).toEqual([
      [1, 36, 1],
      [2, 24, 0],
    ]);
    // The o key was hit twice: wrong at 500 ms after the t, right 500 ms after the d.
    expect(insight.keyStats?.keys.o).toEqual([2, 1, 2, 1000]);
  });
});
