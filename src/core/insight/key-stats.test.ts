import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EDIT_COMPOSED, type TimelineEdit } from "../typing/timeline.ts";
import { keyName, keyStats, mergeKeyStats, type KeyStats } from "./key-stats.ts";

describe("keyStats", () => {
  it("times each key after the one before and counts its errors", () => {
    const edits: TimelineEdit[] = [
      [0, 0, 0, "t"],
      [150, 1, 0, "h"],
      [300, 2, 0, "r"],
      [500, 2, 1, ""],
      [650, 2, 0, "e"],
      [800, 3, 0, " "],
      [1000, 4, 0, "t"],
      [1100, 5, 0, "h"],
      [1300, 6, 0, "e"],
    ];
    // The first t has nothing before it; the e typed after the backspace follows a deletion.
    expect(keyStats("the the", edits)).toEqual({
      keys: {
        e: [3, 1, 2, 150 + 200],
        h: [2, 0, 2, 150 + 100],
        space: [1, 0, 1, 150],
        t: [2, 0, 1, 200],
      },
      bigrams: {
        " t": [1, 0, 1, 200],
        "e ": [1, 0, 1, 150],
        he: [3, 1, 2, 150 + 200],
        th: [2, 0, 2, 150 + 100],
      },
    });
  });

  it("counts a composed word's characters as hits and errors without timing them", () => {
    const edits: TimelineEdit[] = [
      [0, 0, 0, "tj", EDIT_COMPOSED],
      [200, 2, 0, "e"],
    ];
    expect(keyStats("the", edits)).toEqual({
      keys: { e: [1, 0, 0, 0], h: [1, 1, 0, 0], t: [1, 0, 0, 0] },
      bigrams: { he: [1, 0, 0, 0], th: [1, 1, 0, 0] },
    });
  });

  it("files a capital under its letter and ignores typing past the passage", () => {
    const edits: TimelineEdit[] = [
      [0, 0, 0, "t"],
      [100, 1, 0, "o"],
      [200, 2, 0, "!"],
    ];
    expect(keyStats("To", edits)).toEqual({
      keys: { o: [1, 0, 1, 100], t: [1, 1, 0, 0] },
      bigrams: { to: [1, 0, 1, 100] },
    });
  });

  it("keeps a capital apart from its letter when asked to keep case", () => {
    const edits: TimelineEdit[] = [
      [0, 0, 0, "A"],
      [100, 1, 0, "a"],
      [250, 2, 0, " "],
      [400, 3, 0, "a"],
      [500, 4, 0, "A"],
    ];
    expect(keyStats("Aa aA", edits, undefined, { keepCase: true })).toEqual({
      keys: { A: [2, 0, 1, 100], a: [2, 0, 2, 100 + 150], space: [1, 0, 1, 150] },
      bigrams: {
        " a": [1, 0, 1, 150],
        Aa: [1, 0, 1, 100],
        "a ": [1, 0, 1, 150],
        aA: [1, 0, 1, 100],
      },
    });
    // Without it, as results and the heatmap count: one key.
    expect(keyStats("Aa aA", edits).keys.a).toEqual([4, 0, 3, 100 + 150 + 100]);
  });

  it("does not time a key from a keystroke with another edit between them", () => {
    const edits: TimelineEdit[] = [
      [0, 0, 0, "a"],
      // An x put in front of the a and taken out again: the b's keystroke before is the x's,
      // one position back, but the deletion came between them.
      [100, 0, 0, "x"],
      [200, 0, 1, ""],
      [300, 1, 0, "b"],
    ];
    expect(keyStats("ab", edits)).toEqual({
      keys: { a: [2, 1, 0, 0], b: [1, 0, 0, 0] },
      bigrams: { ab: [1, 0, 0, 0] },
    });
  });

  it("is empty for an empty run", () => {
    expect(keyStats("abc", [])).toEqual({ keys: {}, bigrams: {} });
  });
});

describe("keyName", () => {
  it("spells out the space and the line break and lower-cases the rest", () => {
    expect([" ", "\n", "A", "a", ";"].map(keyName)).toEqual(["space", "enter", "a", "a", ";"]);
  });
});

const stat = fc
  .tuple(fc.nat(50), fc.nat(50), fc.nat(50), fc.nat(5000))
  .map(([hits, errors, timed, ms]): [number, number, number, number] => [
    hits + errors + timed + 1,
    errors,
    timed,
    ms,
  ]);
const record = fc.dictionary(fc.constantFrom("a", "b", "c", "space", "ab", "b "), stat);
const stats: fc.Arbitrary<KeyStats> = fc.record({ keys: record, bigrams: record });

describe("mergeKeyStats", () => {
  it("adds the figures of keys both hold and keeps the others", () => {
    const a: KeyStats = { keys: { a: [2, 1, 1, 100], b: [1, 0, 0, 0] }, bigrams: {} };
    const b: KeyStats = { keys: { a: [3, 0, 2, 300] }, bigrams: { ab: [1, 0, 1, 90] } };
    expect(mergeKeyStats(a, b)).toEqual({
      keys: { a: [5, 1, 3, 400], b: [1, 0, 0, 0] },
      bigrams: { ab: [1, 0, 1, 90] },
    });
  });

  it("is commutative, down to the serialised form", () => {
    fc.assert(
      fc.property(stats, stats, (a, b) => {
        expect(JSON.stringify(mergeKeyStats(a, b))).toBe(JSON.stringify(mergeKeyStats(b, a)));
      }),
    );
  });

  it("is associative", () => {
    fc.assert(
      fc.property(stats, stats, stats, (a, b, c) => {
        expect(JSON.stringify(mergeKeyStats(mergeKeyStats(a, b), c))).toBe(
          JSON.stringify(mergeKeyStats(a, mergeKeyStats(b, c))),
        );
      }),
    );
  });

  it("leaves its inputs as they were", () => {
    const a: KeyStats = { keys: { a: [1, 0, 0, 0] }, bigrams: {} };
    mergeKeyStats(a, a);
    expect(a.keys.a).toEqual([1, 0, 0, 0]);
  });
});

describe("keyStats over any typing", () => {
  const typing = fc.array(
    fc.record({
      gap: fc.nat(300),
      text: fc.string({ unit: fc.constantFrom("a", "b", " "), minLength: 1, maxLength: 3 }),
      composed: fc.boolean(),
      backspace: fc.boolean(),
    }),
    { maxLength: 40 },
  );
  const passage = "ab ba ab".repeat(10);

  it("has a hit per keystroke in the passage, a bigram hit for all but the first position", () => {
    fc.assert(
      fc.property(typing, (steps) => {
        let t = 0;
        let length = 0;
        const edits: TimelineEdit[] = [];
        let inPassage = 0;
        let afterFirst = 0;
        for (const step of steps) {
          t += step.gap;
          if (step.backspace && length > 0) edits.push([t, --length, 1, ""]);
          edits.push([t, length, 0, step.text, step.composed ? EDIT_COMPOSED : undefined]);
          for (let i = 0; i < step.text.length; i++) {
            if (length + i < passage.length) inPassage++;
            if (length + i > 0 && length + i < passage.length) afterFirst++;
          }
          length += step.text.length;
        }
        const result = keyStats(passage, edits);
        const sum = (r: Record<string, number[]>, i: number) =>
          Object.values(r).reduce((total, s) => total + s[i]!, 0);
        expect(sum(result.keys, 0)).toBe(inPassage);
        expect(sum(result.bigrams, 0)).toBe(afterFirst);
        for (const [hits, errors, timed] of Object.values(result.keys)) {
          expect(errors).toBeLessThanOrEqual(hits);
          expect(timed).toBeLessThanOrEqual(hits);
        }
        // The same run computed twice serialises the same, as browser and server must.
        expect(JSON.stringify(keyStats(passage, edits))).toBe(JSON.stringify(result));
      }),
    );
  });
});
