import fc from "fast-check";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  FLAG_REASONS,
  isImpossibleSpeed,
  isOversizedTimeline,
  earliestTestEnd,
  keyFlags,
  overlapsPrevious,
  replayProblem,
  resultFlags,
  tokenLifetimeMs,
} from "./result-verification.ts";
import { keyTiming } from "./input-evidence.ts";
import { recordedTimeline, type KeyEvent } from "./recorded-timeline.ts";
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
    // A forged edit past the text cannot pull itself back in with a negative removal.
    const forged: TimelineEdit[] = [
      [0, 0, 0, "abc"],
      [10, 5, -2, "d"],
    ];
    expect(replayProblem(forged, "abcd", LIMITS)).toBe("edit 1 changes text that was not typed");
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

/** The flags of edits with no key presses, at full accuracy unless given. */
const flagsOf = (edits: TimelineEdit[], wpm: number, accuracy = 100) =>
  resultFlags(recordedTimeline(edits), { wpm, accuracy });

describe("resultFlags", () => {
  const text = "the quick brown fox jumps over the lazy dog ".repeat(3);

  it("flags nothing for human typing at a human speed", () => {
    expect(flagsOf(typed(text, humanGap), 80)).toEqual([]);
  });

  it("flags a speed above 250 WPM", () => {
    const keys = keysFor(typed(text, humanGap), humanHold);
    const flags = (wpm: number) =>
      resultFlags(recordedTimeline(typed(text, humanGap), keys), { wpm, accuracy: 100 });
    expect(flags(251)).toEqual(["speed"]);
    expect(flags(250)).toEqual([]);
  });

  it("flags 20 characters in one change as pasted, 40 when composed", () => {
    const start = typed("abcdefghijklmnopqrstuvwxyz", humanGap);
    const withInsert = (edit: TimelineEdit) => [...start, edit];
    expect(flagsOf(withInsert([9000, 26, 0, "b".repeat(19)]), 60)).toEqual([]);
    expect(flagsOf(withInsert([9000, 26, 0, "b".repeat(20)]), 60)).toEqual(["pasted"]);
    expect(flagsOf(withInsert([9000, 26, 0, "b".repeat(39), 2]), 60)).toEqual([]);
    expect(flagsOf(withInsert([9000, 26, 0, "b".repeat(40), 2]), 60)).toEqual(["pasted"]);
  });

  it("flags input a script sent, not composition", () => {
    const edits: TimelineEdit[] = [
      [0, 0, 0, "a"],
      [120, 1, 0, "b", 1],
    ];
    expect(flagsOf(edits, 60)).toEqual(["scripted"]);
    const composed: TimelineEdit[] = [
      [0, 0, 0, "a"],
      [120, 1, 0, "bc", 2],
    ];
    expect(flagsOf(composed, 60)).toEqual([]);
  });

  it("flags machine-regular intervals, with small jitter too", () => {
    expect(
      flagsOf(
        typed(text, () => 100),
        100,
      ),
    ).toEqual(["uniform-rhythm"]);
    expect(
      flagsOf(
        typed(text, (i) => 100 + (i % 3) - 1),
        100,
      ),
    ).toEqual(["uniform-rhythm"]);
  });

  it("flags key intervals faster than a human's, even when they vary", () => {
    const gaps = (i: number) => (i % 4 === 0 ? 90 : (i * 13) % 20);
    expect(flagsOf(typed(text, gaps), 100)).toEqual(["inhuman-rhythm"]);
  });

  it("flags a coefficient of variation below 0.15, not at it, from 30 intervals on", () => {
    // Gaps alternating 100 ± d ms: mean 100, standard deviation d, so the variation is d / 100.
    const alternating = (d: number) => (i: number) => (i % 2 ? 100 - d : 100 + d);
    const thirtyGaps = "a".repeat(31);
    expect(flagsOf(typed(thirtyGaps, alternating(14)), 60)).toEqual(["uniform-rhythm"]);
    expect(flagsOf(typed(thirtyGaps, alternating(15)), 60)).toEqual([]);
  });

  it("scales the variation rule to a shorter result: 10 intervals judge at 0.05", () => {
    const alternating = (d: number) => (i: number) => (i % 2 ? 100 - d : 100 + d);
    const tenGaps = "a".repeat(11);
    expect(flagsOf(typed(tenGaps, alternating(4)), 60)).toEqual(["uniform-rhythm"]);
    expect(flagsOf(typed(tenGaps, alternating(5)), 60)).toEqual([]);
  });

  it("counts keystrokes all at one instant as uniform and inhuman", () => {
    const instant: TimelineEdit[] = [..."a".repeat(31)].map((char, i) => [0, i, 0, char]);
    expect(flagsOf(instant, 60)).toEqual(["uniform-rhythm", "inhuman-rhythm"]);
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
    expect(flagsOf(withGaps(around(20, 28)), 60)).toEqual(["inhuman-rhythm"]);
    // 20 and 30: median exactly 25, which a person can type.
    expect(flagsOf(withGaps(around(20, 30)), 60)).toEqual([]);
  });

  it("takes the median of the intervals by size, not by their order or their digits", () => {
    // Ten each of 8, 20 and 300 ms, interleaved: sorted by size the middle two are 20 and 20.
    // In typing order they would be 300 and 8, and sorted as text ("20" < "300" < "8") 300 and 300.
    const gaps = Array.from({ length: 30 }, (_, i) => [8, 20, 300][i % 3]!);
    expect(flagsOf(withGaps(gaps), 60)).toEqual(["inhuman-rhythm"]);
  });

  it("judges rhythm from 5 intervals, not fewer", () => {
    expect(
      flagsOf(
        typed("a".repeat(5), () => 10),
        60,
      ),
    ).toEqual([]);
    expect(
      flagsOf(
        typed("a".repeat(6), () => 10),
        60,
      ),
    ).toEqual(["uniform-rhythm", "inhuman-rhythm"]);
  });

  it("flags thirty 19-character inserts at one instant, which the old rules let through", () => {
    const bursts: TimelineEdit[] = Array.from({ length: 30 }, (_, i) => [
      0,
      i * 19,
      0,
      "abcdefghijklmnopqrs",
    ]);
    expect(flagsOf(bursts, 228)).toEqual(["uniform-rhythm", "inhuman-rhythm", "bulk-inserts"]);
  });

  it("flags a result mostly inserted several characters at a time, whatever their size", () => {
    // 2-character inserts at a human rhythm: every character arrived in bulk.
    const pairs: TimelineEdit[] = Array.from({ length: 40 }, (_, i) => [
      i * 300 + humanGap(i),
      i * 2,
      0,
      "ab",
    ]);
    expect(flagsOf(pairs, 60)).toEqual(["bulk-inserts"]);
    // Half the characters in pairs, half key by key: not "mostly".
    const half: TimelineEdit[] = [...typed("a".repeat(40), humanGap)];
    let t = half.at(-1)![0];
    for (let i = 0; i < 20; i++) half.push([(t += humanGap(i)), 40 + i * 2, 0, "ab"]);
    expect(flagsOf(half, 60)).toEqual([]);
    half.push([t + 200, 80, 0, "ab"]);
    expect(flagsOf(half, 60)).toEqual(["bulk-inserts"]);
    // The same pairs composed by an input method are a phone keyboard's words.
    const composed = pairs.map(([t, at, removed, inserted]): TimelineEdit => [
      t,
      at,
      removed,
      inserted,
      2,
    ]);
    expect(flagsOf(composed, 60)).toEqual([]);
  });

  it("keeps a result under 75 % accuracy off the leaderboard", () => {
    expect(flagsOf(typed(text, humanGap), 60, 74.9)).toEqual(["low-accuracy"]);
    expect(flagsOf(typed(text, humanGap), 60, 75)).toEqual([]);
  });
});

/** Key presses behind every one-character edit, held `hold(i)` ms from 5 ms before the edit. */
function keysFor(edits: TimelineEdit[], hold: (i: number) => number): KeyEvent[] {
  return edits.map(([t, , , inserted], i) => {
    const down = Math.max(0, t - 5);
    return [down, down + hold(i), `Key${inserted.toUpperCase()}`, inserted];
  });
}
/** 60–130 ms, now and then longer than the next interval (rollover). */
const humanHold = (i: number) => 60 + ((i * 37) % 71);

describe("keyFlags above the challenge threshold (120 WPM)", () => {
  const fast = typed(
    "the quick brown fox jumps over the lazy dog ".repeat(3),
    (i) => 40 + ((i * 7919) % 81),
  );
  const flags = (keys: KeyEvent[], wpm = 150, edits = fast) =>
    keyFlags(recordedTimeline(edits, keys), wpm, 120);

  it("passes a person's key presses: varied holds that sometimes overlap", () => {
    expect(flags(keysFor(fast, humanHold))).toEqual([]);
  });

  it("asks nothing of a result at or below the threshold", () => {
    expect(flags([], 120)).toEqual([]);
    expect(
      flags(
        keysFor(fast, () => 0),
        120,
      ),
    ).toEqual([]);
  });

  it("flags a fast key-by-key result with no key presses, or too few", () => {
    expect(flags([], 121)).toEqual(["no-key-data"]);
    const some = keysFor(fast, humanHold).slice(0, Math.floor(fast.length / 2) - 1);
    expect(flags(some)).toEqual(["no-key-data"]);
  });

  it("takes a virtual keyboard's unidentified keys as absent, never as suspicious", () => {
    const unidentified = fast.map(([t]): KeyEvent => [t, t + 1, "", "Unidentified"]);
    expect(flags(unidentified)).toEqual([]);
  });

  it("asks no key presses of composed text", () => {
    const words: TimelineEdit[] = Array.from({ length: 40 }, (_, i) => [
      i * 400,
      i * 5,
      0,
      "word ",
      2,
    ]);
    expect(flags([], 150, words)).toEqual([]);
  });

  it("flags keys released at once, held alike, or never overlapping", () => {
    expect(flags(keysFor(fast, () => 1))).toEqual(["key-timing"]);
    // Median hold 19 ms, varied.
    expect(flags(keysFor(fast, (i) => 10 + (i % 19)))).toEqual(["key-timing"]);
    // Every key held 80 ms: overlapping, but alike.
    expect(flags(keysFor(fast, () => 80))).toEqual(["key-timing"]);
    // Varied, but each released before the next goes down.
    const apart = keysFor(fast, humanHold).map(([down, up, code, key], i, all): KeyEvent => {
      const next = all[i + 1]?.[0] ?? Infinity;
      return [down, Math.min(up!, next - 1), code, key];
    });
    expect(keyTiming(apart).overlapShare).toBe(0);
    expect(flags(apart)).toEqual(["key-timing"]);
  });
});

describe("keyFlags at its boundaries", () => {
  /** `count` one-key edits 100 ms apart: a fast result typed key by key. */
  const singleKeys = (count: number): TimelineEdit[] =>
    Array.from({ length: count }, (_, i): TimelineEdit => [i * 100, i, 0, "a"]);
  /**
   * `count` presses 100 ms apart held `hold(i)` ms; the second goes down 10 ms after the first
   * and, for each index in `overlapping`, the press goes down before the previous one is up.
   */
  const presses = (count: number, hold: (i: number) => number | null, overlapping: number[]) =>
    Array.from({ length: count }, (_, i): KeyEvent => {
      const down = overlapping.includes(i) ? (i - 1) * 100 + 10 : i * 100;
      const held = hold(i);
      return [down, held === null ? null : down + held, "KeyA", "a"];
    });
  // Holds 18 and 22 ms in turn, the last key still down when the test ended: 50 holds with a
  // median of exactly 20 ms and a variation of exactly 0.1.
  const edgeHold = (i: number) => (i === 50 ? null : i % 2 ? 22 : 18);

  it("passes presses that meet every limit exactly: half the keys, 20 ms, 0.1, 2 % overlap", () => {
    const keys = presses(51, edgeHold, [1]);
    const timing = keyTiming(keys);
    expect(timing).toEqual({
      presses: 51,
      medianHoldMs: 20,
      holdVariation: 0.1,
      overlapShare: 0.02,
    });
    expect(keyFlags(recordedTimeline(singleKeys(102), keys), 150, 120)).toEqual([]);
  });

  it("flags one press short of half the keys as missing key data", () => {
    const keys = presses(51, edgeHold, [1]);
    expect(keyFlags(recordedTimeline(singleKeys(104), keys), 150, 120)).toEqual(["no-key-data"]);
  });

  it("flags holds under 20 ms even when they vary and overlap like a person's", () => {
    // Holds 15 and 24 ms: a median of 19.5 ms, well varied; every press overlaps.
    const overlapAll = Array.from({ length: 50 }, (_, i) => i + 1);
    const keys = presses(51, (i) => (i === 50 ? null : i % 2 ? 24 : 15), overlapAll);
    expect(keyTiming(keys).medianHoldMs).toBe(19.5);
    expect(keyFlags(recordedTimeline(singleKeys(102), keys), 150, 120)).toEqual(["key-timing"]);
  });

  it("flags keys that were never released, whose holds say nothing", () => {
    const keys = presses(51, () => null, []);
    expect(keyTiming(keys).medianHoldMs).toBeNull();
    expect(keyFlags(recordedTimeline(singleKeys(102), keys), 150, 120)).toEqual(["key-timing"]);
  });

  it("asks no keys when at least half the characters were composed", () => {
    const composedWord: TimelineEdit = [20_000, 100, 0, "x".repeat(100), 2];
    expect(keyFlags(recordedTimeline([...singleKeys(100), composedWord]), 150, 120)).toEqual([]);
    const shorterWord: TimelineEdit = [20_000, 100, 0, "x".repeat(99), 2];
    expect(keyFlags(recordedTimeline([...singleKeys(100), shorterWord]), 150, 120)).toEqual([
      "no-key-data",
    ]);
  });
});

describe("tokenLifetimeMs", () => {
  it("gives a timed test its duration and 15 minutes, a length test 75 minutes", () => {
    expect(tokenLifetimeMs({ kind: "timed", seconds: 60 })).toBe(60_000 + 15 * 60_000);
    expect(tokenLifetimeMs({ kind: "timed", seconds: 30 })).toBe(30_000 + 15 * 60_000);
    expect(tokenLifetimeMs({ kind: "length", characters: 300 })).toBe(75 * 60_000);
  });
});

describe("isOversizedTimeline", () => {
  it("allows four edits per passage character and 200 more, and twice as many keys", () => {
    // A 100-character passage: 600 edits and 1200 keys at most.
    expect(isOversizedTimeline(100, { edits: 600, keys: 1200 })).toBe(false);
    expect(isOversizedTimeline(100, { edits: 601, keys: 0 })).toBe(true);
    expect(isOversizedTimeline(100, { edits: 0, keys: 1201 })).toBe(true);
    expect(isOversizedTimeline(0, { edits: 200, keys: 400 })).toBe(false);
    expect(isOversizedTimeline(0, { edits: 201, keys: 0 })).toBe(true);
  });
});

describe("earliestTestEnd and overlapsPrevious", () => {
  it("lays a user's tests end to end from their issue times", () => {
    expect(earliestTestEnd(null, 100_000, 60_000)).toBe(160_000);
    // Issued at the same time as the previous one, it could only start when that one ended.
    expect(earliestTestEnd(160_000, 100_000, 60_000)).toBe(220_000);
    expect(earliestTestEnd(160_000, 200_000, 30_000)).toBe(230_000);
  });

  it("flags a test that could not have ended by now, less the 1 s margin", () => {
    expect(overlapsPrevious(220_000, 219_000)).toBe(false);
    expect(overlapsPrevious(220_000, 218_999)).toBe(true);
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
      "bulk-inserts": "most of the text arrived several characters at a time, not key by key",
      "low-accuracy": "accuracy below 75 %",
      "no-key-data": "a fast result from a keyboard that sent no key presses",
      "key-timing": "keys were held or overlapped in no human way",
      overlapping: "this test and your previous ones could not have been typed one after another",
      late: "saved after its test had expired",
      offline: "started offline",
    });
  });
});

describe("the rules as the FAQ states them", () => {
  it("quotes the limits the server applies", () => {
    const faq = fs.readFileSync(new URL("../../../content/pages/faq.md", import.meta.url), "utf8");
    expect(faq).toContain("above 320 WPM on a test of a minute or more is refused");
    expect(faq).toContain("- it is faster than 250 WPM;");
    expect(faq).toContain("20 or more characters arrived in one change (40 for a phrase");
    expect(faq).toContain("most of the text arrived several characters at a time");
    expect(faq).toContain("its median is under 25 ms (checked on any result of 6 changes");
    expect(faq).toContain("your accuracy is below 75 %");
    expect(faq).toContain("it is faster than 120 WPM, typed key by key on a physical keyboard");
    expect(faq).toContain("no later than 15 minutes after that");
  });
});
