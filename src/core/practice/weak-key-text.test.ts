import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../tests/support/typing.ts";
import type { KeyStat, KeyStats } from "../insight/key-stats.ts";
import { PRACTICE_WORDS } from "./practice-words.ts";
import {
  MAX_FOCUS_SHARE,
  MIN_KEY_HITS,
  focusLabel,
  focusShare,
  weakKeyText,
  weakSpots,
} from "./weak-key-text.ts";

const EMPTY: KeyStats = { keys: {}, bigrams: {} };

/** Every letter typed 100 times at 100 ms, one error in a hundred: a typist with no weak key. */
function evenKeys(): Record<string, KeyStat> {
  const keys: Record<string, KeyStat> = {};
  for (const letter of "abcdefghijklmnopqrstuvwxyz") keys[letter] = [100, 1, 100, 10_000];
  return keys;
}

/** The even typist, with q at `ms` a keystroke and `errors` wrong in its 100 hits. */
function slowQ(ms: number, errors: number): KeyStats {
  return { keys: { ...evenKeys(), q: [100, errors, 100, 100 * ms] }, bigrams: {} };
}

const share = (text: string, part: string) => {
  const words = text.split(" ");
  return words.filter((word) => word.includes(part)).length / words.length;
};

describe("weakSpots", () => {
  it("measures a key against the typist's median time and error rate", () => {
    // q: 300 ms over the median 100 is 2 slower; 21 % errors over the median 1 % is 0.2 × 5.
    expect(weakSpots(slowQ(300, 21))).toEqual([{ name: "q", weakness: 3 }]);
  });

  it("finds nothing with no figures, or an even typist", () => {
    expect(weakSpots(EMPTY)).toEqual([]);
    expect(weakSpots({ keys: evenKeys(), bigrams: {} })).toEqual([]);
  });

  it("does not call a key weak from a few keystrokes", () => {
    const stats = { keys: { ...evenKeys(), q: [9, 5, 9, 9 * 900] as KeyStat }, bigrams: {} };
    expect(weakSpots(stats)).toEqual([]);
  });

  it("ranks bigrams of letters with keys, and ignores spaces and symbols", () => {
    const stats: KeyStats = {
      keys: { ...evenKeys(), space: [100, 50, 100, 90_000] },
      bigrams: {
        th: [20, 0, 20, 20 * 150],
        he: [20, 0, 20, 20 * 100],
        er: [20, 0, 20, 20 * 100],
        "e ": [20, 10, 20, 20 * 900],
      },
    };
    // th: 150 ms over the median bigram's 100 ms.
    expect(weakSpots(stats)).toEqual([{ name: "th", weakness: 0.5 }]);
  });

  it("keeps the four weakest, weakest first", () => {
    const keys = evenKeys();
    for (const [letter, ms] of [
      ["q", 500],
      ["z", 400],
      ["x", 300],
      ["j", 200],
      ["k", 150],
    ] as const)
      keys[letter] = [100, 1, 100, 100 * ms];
    expect(focusLabel(weakSpots({ keys, bigrams: {} }))).toBe("q, z, x, j");
  });

  it("lets a key go as it improves", () => {
    expect(weakSpots(slowQ(200, 1))).toEqual([{ name: "q", weakness: 1 }]);
    expect(weakSpots(slowQ(120, 1))).toEqual([]);
  });
});

describe("focusShare", () => {
  it("grows with the weakest spot up to its maximum", () => {
    expect(focusShare([])).toBe(0);
    expect(focusShare([{ name: "q", weakness: 0.5 }])).toBe(0.3);
    expect(focusShare([{ name: "q", weakness: 3 }])).toBe(MAX_FOCUS_SHARE);
  });
});

describe("weakKeyText", () => {
  it("gives the same text for the same seed", () => {
    const a = weakKeyText(slowQ(300, 21), 50, seededRandom(7));
    const b = weakKeyText(slowQ(300, 21), 50, seededRandom(7));
    expect(a).toEqual(b);
    expect(weakKeyText(slowQ(300, 21), 50, seededRandom(8)).text).not.toBe(a.text);
  });

  it("writes the number of words asked for, from the list, one space apart", () => {
    const { text } = weakKeyText(slowQ(300, 21), 200, seededRandom(1));
    const words = text.split(" ");
    expect(words).toHaveLength(200);
    for (const word of words) expect(PRACTICE_WORDS).toContain(word);
  });

  it("leans towards a slow, error-prone q", () => {
    // 52 of the 3,707 words hold a q: 1.4 % of a plain text. With q the only focus, 60 % of
    // the words are drawn from those 52 and the rest hold one 1.4 % of the time.
    const plain = share(weakKeyText(EMPTY, 2000, seededRandom(3)).text, "q");
    const practice = weakKeyText(slowQ(300, 21), 2000, seededRandom(3));
    expect(practice.focus.map((spot) => spot.name)).toEqual(["q"]);
    expect(plain).toBeLessThan(0.03);
    expect(share(practice.text, "q")).toBeGreaterThan(0.55);
    expect(share(practice.text, "q")).toBeLessThan(0.65);
  });

  it("leans less as q improves", () => {
    // Weakness 0.5: 30 % of the words are drawn for q.
    const better = share(weakKeyText(slowQ(150, 1), 2000, seededRandom(3)).text, "q");
    expect(better).toBeGreaterThan(0.25);
    expect(better).toBeLessThan(0.35);
  });

  it("favours no key without figures", () => {
    const { text, focus } = weakKeyText(EMPTY, 2000, seededRandom(5));
    expect(focus).toEqual([]);
    // Against every word of the list, each letter's share of the text stays near its own.
    for (const letter of "qzxjkv") {
      const inList = share(PRACTICE_WORDS.join(" "), letter);
      expect(Math.abs(share(text, letter) - inList)).toBeLessThan(0.03);
    }
  });
});

/** A key typed `hits` times, `errors` of them wrong, `timed` of them timed at `ms` each. */
const stat = (hits: number, errors: number, timed: number, ms: number): KeyStat => [
  hits,
  errors,
  timed,
  timed * ms,
];

describe("weakSpots against the typist's medians", () => {
  it("takes the median time of an even number of keys, in whatever order they come", () => {
    const keys = { a: stat(20, 0, 20, 100), b: stat(20, 0, 20, 400) };
    Object.assign(keys, { c: stat(20, 0, 20, 200), d: stat(20, 0, 20, 300) });
    // The median of 100, 200, 300 and 400 ms is 250: b is 400 / 250 - 1 = 0.6 weak, d 0.2.
    const [spot, ...rest] = weakSpots({ keys, bigrams: {} });
    expect(spot!.name).toBe("b");
    expect(spot!.weakness).toBeCloseTo(0.6, 10);
    expect(rest).toEqual([]);
  });

  it("takes the median error rate of an even number of keys, in whatever order they come", () => {
    const keys = { a: stat(20, 0, 20, 100), b: stat(20, 8, 20, 100) };
    Object.assign(keys, { c: stat(20, 2, 20, 100), d: stat(20, 4, 20, 100) });
    // Rates 0, 10, 20 and 40 %: the median is 15 %; b is 25 points over, 1.25 weak.
    expect(weakSpots({ keys, bigrams: {} })).toEqual([{ name: "b", weakness: 1.25 }]);
  });

  it("leaves keys with too few timed keystrokes out of the median time, and takes those with enough", () => {
    const base = { a: stat(20, 0, 20, 100), b: stat(20, 0, 20, 100), c: stat(20, 0, 20, 300) };
    // z's nine timed keystrokes are slow, but not enough to move the median or to make z weak.
    const fewTimed = { ...base, z: stat(20, 0, MIN_KEY_HITS - 1, 2000) };
    expect(weakSpots({ keys: fewTimed, bigrams: {} })).toEqual([{ name: "c", weakness: 2 }]);
    // Ten are enough: a key of ten timed keystrokes counts in the median...
    const tenTimed = { ...base, a: stat(20, 0, MIN_KEY_HITS, 100) };
    expect(weakSpots({ keys: tenTimed, bigrams: {} })).toEqual([{ name: "c", weakness: 2 }]);
    // ...and can be weak itself.
    const tenSlow = { ...base, c: stat(20, 0, MIN_KEY_HITS, 300) };
    expect(weakSpots({ keys: tenSlow, bigrams: {} })).toEqual([{ name: "c", weakness: 2 }]);
  });

  it("leaves keys typed too few times out of the median error rate, and takes those typed enough", () => {
    const base = { a: stat(20, 0, 20, 100), b: stat(20, 0, 20, 100), c: stat(20, 4, 20, 100) };
    // z: five keystrokes, all wrong; too few to count, either way.
    const few = { ...base, z: stat(5, 5, 5, 100) };
    expect(weakSpots({ keys: few, bigrams: {} })).toEqual([{ name: "c", weakness: 1 }]);
    const ten = { ...base, a: stat(MIN_KEY_HITS, 0, MIN_KEY_HITS, 100) };
    expect(weakSpots({ keys: ten, bigrams: {} })).toEqual([{ name: "c", weakness: 1 }]);
    const tenWrong = { ...base, c: stat(MIN_KEY_HITS, 2, MIN_KEY_HITS, 100) };
    expect(weakSpots({ keys: tenWrong, bigrams: {} })).toEqual([{ name: "c", weakness: 1 }]);
  });

  it("calls no key slow when the typical key took no time", () => {
    const keys = { a: stat(20, 0, 20, 0), b: stat(20, 0, 20, 0), c: stat(20, 0, 20, 100) };
    expect(weakSpots({ keys, bigrams: {} })).toEqual([]);
  });

  it("keeps a spot exactly at the least weakness, and none below", () => {
    expect(weakSpots(slowQ(125, 1))).toEqual([{ name: "q", weakness: 0.25 }]);
    expect(weakSpots(slowQ(124, 1))).toEqual([]);
  });

  it("keeps only spots some practice word holds", () => {
    expect(weakSpots(slowQ(300, 1), ["apple", "queen"])).toEqual([{ name: "q", weakness: 2 }]);
    expect(weakSpots(slowQ(300, 1), ["apple", "lemon"])).toEqual([]);
  });

  it("orders equally weak spots by name", () => {
    const keys = { ...evenKeys(), q: stat(100, 1, 100, 200), z: stat(100, 1, 100, 200) };
    const bigrams = {
      th: stat(20, 0, 20, 200),
      ab: stat(20, 0, 20, 200),
      er: stat(20, 0, 20, 100),
      in: stat(20, 0, 20, 100),
      on: stat(20, 0, 20, 100),
    };
    expect(focusLabel(weakSpots({ keys, bigrams }))).toBe("ab, q, th, z");
  });
});

/** A random source that gives these values in turn, and fails the test if asked for more. */
function scripted(...values: number[]): () => number {
  let i = 0;
  return () => {
    if (i >= values.length) throw new Error("drew more than the script holds");
    return values[i++]!;
  };
}

describe("weakKeyText's draws", () => {
  const WORDS = ["apple", "queen", "zebra", "lemon"];
  // q is 3 weak and z 1: q is drawn for three quarters of the focused words. The focus takes
  // the full 60 % share.
  const Q_AND_Z: KeyStats = {
    keys: { ...evenKeys(), q: stat(100, 1, 100, 400), z: stat(100, 1, 100, 200) },
    bigrams: {},
  };

  it("picks a weak spot in proportion to its weakness", () => {
    // Each focused word: under the share, then where in the spots' weights, then which word.
    const random = scripted(
      ...[0, 0.5, 0],
      ...[0, 0.75, 0],
      ...[0, 0.74, 0],
      ...[0, 0.9, 0],
      ...[0, 0.2, 0],
    );
    expect(weakKeyText(Q_AND_Z, 5, random, WORDS).text).toBe("queen zebra queen zebra queen");
  });

  it("draws a plain word when the draw is at the share or above", () => {
    expect(weakKeyText(Q_AND_Z, 1, scripted(0.6, 0), WORDS).text).toBe("apple");
    expect(weakKeyText(Q_AND_Z, 1, scripted(0.59, 0.99, 0), WORDS).text).toBe("zebra");
  });

  it("draws once more a word that would follow itself, and keeps the second draw", () => {
    const again = scripted(...[0.9, 0], ...[0.9, 0], ...[0.9, 0.25]);
    expect(weakKeyText(Q_AND_Z, 2, again, WORDS).text).toBe("apple queen");
    const twice = scripted(...[0.9, 0], ...[0.9, 0], ...[0.9, 0]);
    expect(weakKeyText(Q_AND_Z, 2, twice, WORDS).text).toBe("apple apple");
  });

  it("still draws a word from the list when the random source gives 1", () => {
    // At the very top the weights run out exactly: the last spot, and the last word holding it.
    expect(weakKeyText(slowQ(400, 1), 1, scripted(0, 1, 1), WORDS).text).toBe("queen");
    expect(weakKeyText(Q_AND_Z, 1, scripted(0.9, 1), WORDS).text).toBe("lemon");
  });
});
