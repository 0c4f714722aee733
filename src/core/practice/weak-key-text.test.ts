import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../tests/support/typing.ts";
import type { KeyStat, KeyStats } from "../insight/key-stats.ts";
import { PRACTICE_WORDS } from "./practice-words.ts";
import {
  MAX_FOCUS_SHARE,
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
