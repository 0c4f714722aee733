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
// Enough sentences (about 1,300) and numbers (about 950) for their shares to settle.
const MANY_SEEDS = Array.from({ length: 200 }, (_, i) => i * 7919 + 1);

/**
 * A token as drawn: without the marks and capital punctuation puts on it, and without accents,
 * which a Greek capital drops.
 */
function bare(token: string, language: WordTextOptions["language"]): string {
  return unaccented(token.replace(/^[¿¡"(]|[.,;:?!")]+$/g, "").toLocaleLowerCase(language));
}

function unaccented(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "");
}

/** How often each value occurs, as a share of all of them. */
function shares(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).map(([key, n]) => [key, n / values.length]));
}

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

  // The server rebuilds a test's text from its seed to verify a result, so a seed's text must
  // not change between releases.
  it("gives the same words for a seed and chunk as it always has", () => {
    const pool = ["alpha", "beta", "gamma", "delta"];
    expect([0, 1, 2].map((chunk) => wordChunk(pool, 1, chunk, plain, 6))).toEqual([
      "alpha beta alpha gamma beta alpha",
      "alpha beta delta alpha gamma alpha",
      "delta alpha gamma beta gamma delta",
    ]);
  });

  it("repeats the only word of a one-word pool", () => {
    expect(wordChunk(["solo"], 3, 0, plain, 4)).toBe("solo solo solo solo");
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

  it("writes years, counts (mostly small) and, with punctuation, decimals in real text's shares", () => {
    const kinds = (punctuation: boolean) =>
      MANY_SEEDS.flatMap((seed) =>
        wordChunk(POOL, seed, 0, { language: "en", punctuation, numbers: true }).split(" "),
      )
        .map((token) => bare(token, "en"))
        .filter((token) => /^\d/.test(token))
        .map((token) => {
          if (/^\d{1,2}\.\d{1,2}$/.test(token)) return "decimal";
          expect(token).toMatch(/^[1-9]\d{0,3}$/);
          const value = Number(token);
          if (value >= 1850) return value <= 2030 ? "year" : "other";
          return value <= 20 ? "small count" : "count";
        });
    const withPunctuation = shares(kinds(true));
    expect(withPunctuation.other).toBeUndefined();
    expect(withPunctuation.year).toBeGreaterThan(0.28);
    expect(withPunctuation.year).toBeLessThan(0.42);
    expect(withPunctuation.decimal).toBeGreaterThan(0.12);
    expect(withPunctuation.decimal).toBeLessThan(0.28);
    const counts = withPunctuation["small count"]! + withPunctuation.count!;
    expect(counts).toBeGreaterThan(0.38);
    expect(counts).toBeLessThan(0.55);
    expect(withPunctuation["small count"]! / counts).toBeGreaterThan(0.6);
    expect(withPunctuation["small count"]! / counts).toBeLessThan(0.8);
    const withoutPunctuation = shares(kinds(false));
    expect(withoutPunctuation.decimal).toBeUndefined();
    expect(withoutPunctuation.year).toBeGreaterThan(0.28);
    expect(withoutPunctuation.year).toBeLessThan(0.42);
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

  it("only dresses the drawn words: the same words as without punctuation, none empty", () => {
    const pools = { en: POOL, de: POOL, es: POOL, el: ["άλφα", "βήτα", "γάμμα"] } as const;
    for (const [language, pool] of Object.entries(pools)) {
      const options = { language, punctuation: true, numbers: false } as WordTextOptions;
      for (const seed of SEEDS) {
        const drawn = wordChunk(pool, seed, 0, { ...options, punctuation: false }).split(" ");
        const tokens = wordChunk(pool, seed, 0, options).split(" ");
        expect(tokens.map((token) => bare(token, options.language))).toEqual(drawn.map(unaccented));
      }
    }
  });

  it("ends most sentences with a full stop, some with a question, fewer with an exclamation", () => {
    for (const language of ["en", "es"] as const) {
      const tokens = MANY_SEEDS.flatMap((seed) =>
        wordChunk(POOL, seed, 0, { language, punctuation: true, numbers: false }).split(" "),
      );
      const ends = shares(tokens.map((token) => token.at(-1)!).filter((end) => /[.?!]/.test(end)));
      expect(ends["."]).toBeGreaterThan(0.74);
      expect(ends["."]).toBeLessThan(0.86);
      expect(ends["?"]).toBeGreaterThan(0.09);
      expect(ends["?"]).toBeLessThan(0.15);
      expect(ends["!"]).toBeGreaterThan(0.04);
      expect(ends["!"]).toBeLessThan(0.1);
    }
  });

  it("opens a Spanish sentence with ¿ or ¡ only when it asks or exclaims", () => {
    const spanish = sentences("es").join(" ");
    expect(spanish.match(/¿[^¿?¡!.]+\?/g)).toHaveLength(spanish.split("?").length - 1);
    expect(spanish.match(/¡[^¿?¡!.]+!/g)).toHaveLength(spanish.split("!").length - 1);
    expect(spanish.split("¿")).toHaveLength(spanish.split("?").length);
    expect(spanish.split("¡")).toHaveLength(spanish.split("!").length);
  });

  it("keeps Greek's ; for sentence ends, and exclaims in Greek with !", () => {
    const greek = sentences("el", ["άλφα", "βήτα", "γάμμα"]).join(" ");
    expect(greek).toContain("!");
    for (const match of greek.matchAll(/;( \S|$)/g)) expect(match[1] ?? "").toMatch(/^$|^ \p{Lu}/u);
  });

  it("sets commas, semicolons and colons after a word, and quotes and brackets around one", () => {
    const tokens = sentences("en").join(" ").split(" ");
    for (const mark of [",", ";", ":"]) expect(tokens.some((t) => t.endsWith(mark))).toBe(true);
    const quoted = tokens.filter((token) => token.includes('"'));
    const bracketed = tokens.filter((token) => /[()]/.test(token));
    expect(quoted.length).toBeGreaterThan(0);
    expect(bracketed.length).toBeGreaterThan(0);
    for (const token of quoted) expect(token).toMatch(/^"[a-z]+"$/);
    for (const token of bracketed) expect(token).toMatch(/^\([a-z]+\)$/);
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
