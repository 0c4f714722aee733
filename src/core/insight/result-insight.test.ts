import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  referenceFigures,
  referenceKeyStats,
  referenceSpeed,
} from "../../../tests/support/insight-reference.ts";
import { OFFERED_MODES } from "../typing/test-modes.ts";
import { EDIT_COMPOSED, replay, type TimelineEdit } from "../typing/timeline.ts";
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

describe("runInsight over any timeline", () => {
  // Capitals, a non-ASCII letter, the Kelvin sign (lower-cased to an ASCII k) and a pair of
  // surrogates, so that statistics filed under the same name and code units are both exercised.
  const unit = fc.constantFrom("a", "b", "k", " ", "A", "K", "\n", "é", "\u212a", "😀");
  const passageArb = fc.string({ unit, minLength: 1, maxLength: 40 });
  type Step = { gap: number; kind: string; text: string; at: number; removed: number };
  const step: fc.Arbitrary<Step> = fc.record({
    // Keys at the same instant and a clock stepping back are edge cases of timing.
    gap: fc.oneof(fc.constantFrom(0, -20), fc.integer({ min: 1, max: 1500 })),
    kind: fc.constantFrom("type", "type", "type", "backspace", "compose", "replace"),
    text: fc.string({ unit, minLength: 1, maxLength: 3 }),
    at: fc.nat(50),
    removed: fc.nat(3),
  });

  /** Typing at the end mostly, with backspaces, composed words and edits anywhere, even past the end. */
  function timelineOf(steps: readonly Step[]): TimelineEdit[] {
    const edits: TimelineEdit[] = [];
    let t = 0;
    let length = 0;
    for (const { gap, kind, text, at, removed } of steps) {
      t = Math.max(0, t + gap);
      if (kind === "backspace" && length > 0) edits.push([t, length - 1, 1, ""]);
      else if (kind === "compose") edits.push([t, length, 0, text, EDIT_COMPOSED]);
      else if (kind === "replace") edits.push([t, at, removed, text]);
      else edits.push([t, length, 0, text.slice(0, 1)]);
      length = replay(edits).length;
    }
    return edits;
  }

  it("equals the plain computation of every figure, speed sample and key statistic", () => {
    fc.assert(
      fc.property(
        passageArb,
        fc.array(step, { maxLength: 40 }),
        fc.constantFrom(...OFFERED_MODES),
        fc.nat(3000),
        (passage, steps, mode, idleMs) => {
          const edits = timelineOf(steps);
          const elapsedMs = Math.max(1, (edits.at(-1)?.[0] ?? 0) + idleMs);
          const typed = replay(edits);
          const insight = runInsight({ passage, typed, edits, mode, elapsedMs, mistakes: [] });
          expect(insight.figures).toEqual(referenceFigures(passage, edits, mode, elapsedMs));
          expect(insight.speed).toEqual(referenceSpeed(passage, edits, elapsedMs));
          // Equal down to the order of the names, which the stored JSON keeps.
          expect(JSON.stringify(insight.keyStats)).toBe(
            JSON.stringify(referenceKeyStats(passage, edits)),
          );
        },
      ),
    );
  });
});
