import fc from "fast-check";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  FLAG_REASONS,
  isImpossibleSpeed,
  replayProblem,
  resultFlags,
} from "./result-verification.ts";
import { replay, type TimelineEdit } from "./timeline.ts";

/** One edit per character at the given gaps, as a typist appending letters would make. */
function typed(text: string, gaps: (i: number) => number): TimelineEdit[] {
  let t = 0;
  return [...text].map((char, i) => {
    if (i > 0) t += gaps(i);
    return [t, i, 0, char];
  });
}

/** Gaps that vary like a person's: 60–340 ms from a fixed pseudo-random sequence. */
const humanGap = (i: number) => 60 + ((i * 7919) % 281);

const LIMITS = { passageLength: 1000, lastMs: 60_000 };

describe("replayProblem", () => {
  it("accepts a timeline that rebuilds the typed text, with corrections", () => {
    const edits: TimelineEdit[] = [
      [0, 0, 0, "t"],
      [150, 1, 0, "x"],
      [300, 1, 1, ""],
      [420, 1, 0, "h"],
      [560, 2, 0, "e"],
    ];
    expect(replayProblem(edits, "the", LIMITS)).toBeNull();
  });

  it("refuses a timeline that does not rebuild the typed text", () => {
    expect(replayProblem(typed("tha", humanGap), "the", LIMITS)).toBe(
      "the keystrokes do not rebuild the typed text",
    );
  });

  it("refuses time going backwards", () => {
    const edits: TimelineEdit[] = [
      [100, 0, 0, "a"],
      [50, 1, 0, "b"],
    ];
    expect(replayProblem(edits, "ab", LIMITS)).toBe("edit 1 goes back in time");
  });

  it("refuses edits after the end of the test", () => {
    const edits: TimelineEdit[] = [[60_001, 0, 0, "a"]];
    expect(replayProblem(edits, "a", LIMITS)).toBe("edit 0 happens after the test ended");
  });

  it("refuses edits outside the typed text", () => {
    const edits: TimelineEdit[] = [[0, 3, 0, "a"]];
    expect(replayProblem(edits, "a", LIMITS)).toBe("edit 0 changes text that was not typed");
    const removing: TimelineEdit[] = [[0, 0, 2, "a"]];
    expect(replayProblem(removing, "a", LIMITS)).toBe("edit 0 changes text that was not typed");
  });

  it("refuses typing past the passage", () => {
    expect(replayProblem(typed("abc", humanGap), "abc", { ...LIMITS, passageLength: 2 })).toBe(
      "edit 2 types past the passage",
    );
  });

  it("agrees with replay() on any timeline of valid edits", () => {
    const edit = fc.tuple(fc.nat(50), fc.nat(3), fc.string({ maxLength: 3 }));
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 40 }), (steps) => {
        let text = "";
        let t = 0;
        const edits: TimelineEdit[] = steps.map(([gap, removed, inserted]) => {
          t += gap;
          const cut = Math.min(removed, text.length);
          const at = text.length - cut;
          text = text.slice(0, at) + inserted;
          return [t, at, cut, inserted];
        });
        expect(replay(edits)).toBe(text);
        expect(replayProblem(edits, text, { passageLength: 200, lastMs: t })).toBeNull();
      }),
    );
  });
});

describe("resultFlags", () => {
  const text = "the quick brown fox jumps over the lazy dog ".repeat(3);

  it("flags nothing for human typing at a human speed", () => {
    expect(resultFlags(typed(text, humanGap), 80)).toEqual([]);
  });

  it("flags a speed above 250 WPM", () => {
    expect(resultFlags(typed(text, humanGap), 251)).toEqual(["speed"]);
    expect(resultFlags(typed(text, humanGap), 250)).toEqual([]);
  });

  it("flags a large insertion as pasted, but not a phone keyboard's committed word", () => {
    const word: TimelineEdit[] = [[0, 0, 0, "a".repeat(19)]];
    expect(resultFlags(word, 60)).toEqual([]);
    const paste: TimelineEdit[] = [[0, 0, 0, "a".repeat(20)]];
    expect(resultFlags(paste, 60)).toEqual(["pasted"]);
    // One pasted change among typed ones is enough.
    const typedThenPasted: TimelineEdit[] = [
      [0, 0, 0, "a"],
      [150, 1, 0, "b".repeat(20)],
    ];
    expect(resultFlags(typedThenPasted, 60)).toEqual(["pasted"]);
  });

  it("flags input a script sent", () => {
    const edits: TimelineEdit[] = [
      [0, 0, 0, "a"],
      [120, 1, 0, "b", 1],
    ];
    expect(resultFlags(edits, 60)).toEqual(["scripted"]);
    const composed: TimelineEdit[] = [
      [0, 0, 0, "a"],
      [120, 1, 0, "bc", 2],
    ];
    expect(resultFlags(composed, 60)).toEqual([]);
  });

  it("flags machine-regular intervals, with small jitter too", () => {
    expect(
      resultFlags(
        typed(text, () => 100),
        120,
      ),
    ).toEqual(["uniform-rhythm"]);
    expect(
      resultFlags(
        typed(text, (i) => 100 + (i % 3) - 1),
        120,
      ),
    ).toEqual(["uniform-rhythm"]);
  });

  it("flags key intervals faster than a human's, even when they vary", () => {
    const gaps = (i: number) => (i % 4 === 0 ? 90 : (i * 13) % 20);
    expect(resultFlags(typed(text, gaps), 200)).toEqual(["inhuman-rhythm"]);
  });

  it("flags a coefficient of variation below 0.15, not at it", () => {
    // Gaps alternating 100 ± d ms: mean 100, standard deviation d, so the variation is d / 100.
    const alternating = (d: number) => (i: number) => (i % 2 ? 100 - d : 100 + d);
    const thirtyGaps = "a".repeat(31);
    expect(resultFlags(typed(thirtyGaps, alternating(14)), 60)).toEqual(["uniform-rhythm"]);
    expect(resultFlags(typed(thirtyGaps, alternating(15)), 60)).toEqual([]);
  });

  it("counts keystrokes all at one instant as uniform and inhuman", () => {
    const instant: TimelineEdit[] = [..."a".repeat(31)].map((char, i) => [0, i, 0, char]);
    expect(resultFlags(instant, 60)).toEqual(["uniform-rhythm", "inhuman-rhythm"]);
  });

  /** 31 characters whose 30 gaps are `gaps`, in that order. */
  const withGaps = (gaps: number[]) => typed("a".repeat(gaps.length + 1), (i) => gaps[i - 1]!);

  it("flags a median interval below 25 ms, averaging the middle two of an even count", () => {
    const around = (low: number, high: number) => [
      ...Array<number>(14).fill(10),
      low,
      high,
      ...Array<number>(14).fill(100),
    ];
    // The middle two are 20 and 28: median 24.
    expect(resultFlags(withGaps(around(20, 28)), 60)).toEqual(["inhuman-rhythm"]);
    // 20 and 30: median exactly 25, which a person can type.
    expect(resultFlags(withGaps(around(20, 30)), 60)).toEqual([]);
  });

  it("takes the median of the intervals by size, not by their order or their digits", () => {
    // Ten each of 8, 20 and 300 ms, interleaved: sorted by size the middle two are 20 and 20.
    // In typing order they would be 300 and 8, and sorted as text ("20" < "300" < "8") 300 and 300.
    const gaps = Array.from({ length: 30 }, (_, i) => [8, 20, 300][i % 3]!);
    expect(resultFlags(withGaps(gaps), 60)).toEqual(["inhuman-rhythm"]);
  });

  it("leaves rhythm alone when there are too few keystrokes to judge", () => {
    // 31 characters make 30 intervals: the fewest the rhythm checks judge.
    const short = "a".repeat(30);
    expect(
      resultFlags(
        typed(short, () => 100),
        60,
      ),
    ).toEqual([]);
    expect(
      resultFlags(
        typed(`${short}a`, () => 100),
        60,
      ),
    ).toEqual(["uniform-rhythm"]);
  });
});

describe("isImpossibleSpeed", () => {
  it("refuses over 320 WPM only on tests of a minute or more", () => {
    expect(isImpossibleSpeed(321, 60)).toBe(true);
    expect(isImpossibleSpeed(320, 60)).toBe(false);
    expect(isImpossibleSpeed(321, 59)).toBe(false);
    expect(isImpossibleSpeed(500, 30)).toBe(false);
  });
});

describe("FLAG_REASONS", () => {
  it("tells the typist each reason in words", () => {
    expect(FLAG_REASONS).toEqual({
      speed: "faster than 250 WPM",
      pasted: "text was pasted or inserted in large pieces",
      scripted: "input came from a script, not the keyboard",
      "uniform-rhythm": "keystrokes came at machine-regular intervals",
      "inhuman-rhythm": "keystrokes came faster than a human can type",
    });
  });
});

describe("the rules as the FAQ states them", () => {
  it("quotes the limits the server applies", () => {
    const faq = fs.readFileSync(new URL("../../../content/pages/faq.md", import.meta.url), "utf8");
    expect(faq).toContain("above 320 WPM on a test of a minute or more is refused");
    expect(faq).toContain("kept off the leaderboard when it is faster than 250 WPM");
  });
});
