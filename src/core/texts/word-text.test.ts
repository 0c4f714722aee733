import { describe, expect, it } from "vitest";
import { randomInt, seededRandom } from "./seeded-random.ts";
import {
  wordChunk,
  wordPool,
  wordText,
  WORDS_PER_CHUNK,
  wordsPerChunk,
  type WordTextOptions,
} from "./word-text.ts";

// 300 distinct letter-only words: base 26 with its digits written as letters.
const POOL = Array.from(
  { length: 300 },
  (_, i) => `w${i.toString(26).replace(/\d/g, (digit) => "qrstuvwxyz"[Number(digit)]!)}`,
);
const LETTERS = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"];
const plain: WordTextOptions = { language: "en", punctuation: false, numbers: false };
const SEEDS = Array.from({ length: 40 }, (_, i) => i * 7919 + 1);

describe("seededRandom", () => {
  it("gives the same sequence for a seed and another for another seed", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });

  it("draws whole numbers across the whole range, ends included", () => {
    const random = seededRandom(7);
    const seen = new Set(Array.from({ length: 500 }, () => randomInt(random, 3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });
});

describe("wordPool", () => {
  it("takes the top of the list by difficulty, or all of a shorter list", () => {
    const list = Array.from({ length: 12_000 }, (_, i) => `w${i}`);
    expect(wordPool(list, "easy")).toHaveLength(200);
    expect(wordPool(list, "medium")).toHaveLength(1000);
    expect(wordPool(list, "hard")).toHaveLength(10_000);
    expect(wordPool(list.slice(0, 1500), "hard")).toHaveLength(1500);
    expect(wordPool(list, "easy")[0]).toBe("w0");
  });
});

describe("wordChunk without punctuation or numbers", () => {
  it("is the same for the same seed and chunk, and differs between chunks and seeds", () => {
    const text = wordChunk(POOL, 99, 0, plain);
    expect(wordChunk(POOL, 99, 0, plain)).toBe(text);
    expect(wordChunk(POOL, 99, 1, plain)).not.toBe(text);
    expect(wordChunk(POOL, 100, 0, plain)).not.toBe(text);
  });

  it("draws the asked number of words from the pool, never one twice in a row", () => {
    for (const seed of SEEDS) {
      const words = wordChunk(LETTERS, seed, 0, plain).split(" ");
      expect(words).toHaveLength(WORDS_PER_CHUNK);
      for (const word of words) expect(LETTERS).toContain(word);
      for (let i = 1; i < words.length; i++) expect(words[i]).not.toBe(words[i - 1]);
    }
    expect(wordChunk(POOL, 1, 0, plain, 10).split(" ")).toHaveLength(10);
  });

  it("spreads its draws over the pool", () => {
    const seen = new Set(SEEDS.flatMap((seed) => wordChunk(LETTERS, seed, 0, plain).split(" ")));
    expect(seen.size).toBe(LETTERS.length);
  });
});

describe("wordChunk with numbers", () => {
  const numbers: WordTextOptions = { language: "en", punctuation: false, numbers: true };

  it("puts whole numbers in place of some words, and digits nowhere without the toggle", () => {
    const tokens = SEEDS.flatMap((seed) => wordChunk(POOL, seed, 0, numbers).split(" "));
    const numeric = tokens.filter((token) => /^\d+$/.test(token));
    expect(numeric.length / tokens.length).toBeGreaterThan(0.04);
    expect(numeric.length / tokens.length).toBeLessThan(0.2);
    expect(tokens.every((token) => /^\d+$/.test(token) || POOL.includes(token))).toBe(true);
    expect(numeric.some((token) => /^(18[5-9]\d|19\d\d|20[0-2]\d|2030)$/.test(token))).toBe(true);
    const words = SEEDS.map((seed) => wordChunk(POOL, seed, 0, plain)).join(" ");
    expect(words).not.toMatch(/\d/);
  });

  it("writes decimals with the language's separator when punctuation is on", () => {
    const decimals = (language: WordTextOptions["language"]) =>
      SEEDS.map((seed) =>
        wordChunk(POOL, seed, 0, { language, punctuation: true, numbers: true }),
      ).join(" ");
    expect(decimals("en")).toMatch(/\b\d+\.\d+\b/);
    expect(decimals("en")).not.toMatch(/\d,\d/);
    expect(decimals("de")).toMatch(/\b\d+,\d+\b/);
    expect(decimals("de")).not.toMatch(/\d\.\d/);
  });
});

describe("wordChunk with punctuation", () => {
  const sentences = (language: WordTextOptions["language"], pool = POOL) =>
    SEEDS.map((seed) => wordChunk(pool, seed, 0, { language, punctuation: true, numbers: false }));

  it("writes sentences: a capital after each end, an end at the chunk's end", () => {
    for (const text of sentences("en")) {
      expect(text).toMatch(/^W/);
      expect(text).toMatch(/[.?!]$/);
      for (const match of text.matchAll(/[.?!] (\S)/g)) expect(match[1]).toMatch(/[W("]/);
      expect(text.split(" ")).toHaveLength(WORDS_PER_CHUNK);
    }
  });

  it("uses commas, quotes and brackets, as real text does, but not on most words", () => {
    const all = sentences("en").join(" ");
    for (const mark of [",", '"', "(", ")", "?", "!"]) expect(all).toContain(mark);
    const marked = all.split(" ").filter((word) => /[,;:"()]/.test(word)).length;
    expect(marked / all.split(" ").length).toBeLessThan(0.25);
  });

  it("opens Spanish questions and exclamations, and asks in Greek with its question mark", () => {
    const spanish = sentences("es").join(" ");
    expect(spanish).toMatch(/¿[^?¿]+\?/);
    expect(spanish).toMatch(/¡[^!¡]+!/);
    expect(spanish.split("¿").length).toBe(spanish.split("?").length);
    const greek = sentences("el", ["άλφα", "βήτα", "γάμμα"]).join(" ");
    expect(greek).not.toContain("?");
    expect(greek).toMatch(/;$|; /);
    expect(greek).toMatch(/Άλφα|Βήτα|Γάμμα/);
  });

  it("capitalises as the language does", () => {
    const turkish = sentences("tr", ["iyi", "ile"]).join(" ");
    expect(turkish).toMatch(/^İ/);
    expect(turkish).not.toContain("I");
  });
});

describe("wordText", () => {
  it("joins the test's chunks in order with a space", () => {
    const text = wordText(POOL, 5, 3, plain);
    expect(text).toBe([0, 1, 2].map((chunk) => wordChunk(POOL, 5, chunk, plain)).join(" "));
    expect(text.split(" ")).toHaveLength(3 * WORDS_PER_CHUNK);
  });
});

describe("wordsPerChunk", () => {
  it("serves a word test shorter than a chunk exactly its words, any other test whole chunks", () => {
    expect(wordsPerChunk({ kind: "words", count: 10 })).toBe(10);
    expect(wordsPerChunk({ kind: "words", count: 25 })).toBe(25);
    expect(wordsPerChunk({ kind: "words", count: 50 })).toBe(WORDS_PER_CHUNK);
    expect(wordsPerChunk({ kind: "words", count: 100 })).toBe(WORDS_PER_CHUNK);
    expect(wordsPerChunk({ kind: "timed", seconds: 60 })).toBe(WORDS_PER_CHUNK);
    expect(wordsPerChunk({ kind: "length", characters: 300 })).toBe(WORDS_PER_CHUNK);
    expect(wordsPerChunk(null)).toBe(WORDS_PER_CHUNK);
  });

  it("lets a short word test with punctuation end a sentence where it ends", () => {
    for (const seed of SEEDS) {
      const options = { language: "en", punctuation: true, numbers: true } as const;
      const text = wordChunk(POOL, seed, 0, options, wordsPerChunk({ kind: "words", count: 10 }));
      expect(text.split(" ")).toHaveLength(10);
      expect(text).toMatch(/[.?!]$/);
    }
  });
});
