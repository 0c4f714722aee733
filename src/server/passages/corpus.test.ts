import { describe, expect, it } from "vitest";
import { DIFFICULTIES, type Difficulty } from "../../core/typing/difficulty.ts";
import corpus from "./corpus.json" with { type: "json" };

/*
 * The corpus is what a daily typist reads for weeks, so it is checked as text: enough of it,
 * each passage the size the typing page is laid out for, typeable on a plain keyboard, with the
 * punctuation its difficulty promises (product FAQ), and no passage repeating another.
 */

interface Rules {
  minLength: number;
  maxLength: number;
  /** Every character a passage of this difficulty may contain. */
  charset: RegExp;
  /** Easy text is built from short everyday words. */
  maxWordLength: number;
}

const RULES: Record<Difficulty, Rules> = {
  easy: { minLength: 190, maxLength: 250, charset: /^[A-Za-z ,.]+$/, maxWordLength: 9 },
  medium: { minLength: 290, maxLength: 360, charset: /^[A-Za-z0-9 ,.'?]+$/, maxWordLength: 14 },
  hard: {
    minLength: 400,
    maxLength: 510,
    charset: /^[A-Za-z0-9 ,.'?"%():;-]+$/,
    maxWordLength: 18,
  },
};

const ALL = DIFFICULTIES.flatMap((difficulty) =>
  corpus[difficulty].map((text) => ({ difficulty, text })),
);

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
}

function shingles(items: readonly string[], size: number, joiner: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + size <= items.length; i++) out.add(items.slice(i, i + size).join(joiner));
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

describe.each(DIFFICULTIES)("the %s corpus", (difficulty) => {
  const passages = corpus[difficulty];
  const rules = RULES[difficulty];

  it("holds at least 150 passages", () => {
    expect(passages.length).toBeGreaterThanOrEqual(150);
  });

  it("keeps every passage within its difficulty's length range", () => {
    const outside = passages.filter(
      (text) => text.length < rules.minLength || text.length > rules.maxLength,
    );
    expect(outside).toEqual([]);
  });

  it("uses only the characters of its difficulty, single-spaced and trimmed", () => {
    const bad = passages.filter(
      (text) => !rules.charset.test(text) || text.includes("  ") || text.trim() !== text,
    );
    expect(bad).toEqual([]);
  });

  it("starts each sentence with a capital and ends the passage with a full stop or question mark", () => {
    const bad = passages.filter(
      (text) => !/^[A-Z"]/.test(text) || !/[.?]$/.test(text) || /[.?] [^A-Z0-9"(]/.test(text),
    );
    expect(bad).toEqual([]);
  });

  it("puts no space before punctuation and a space after each comma, colon and semicolon", () => {
    const bad = passages.filter(
      (text) =>
        / [,.;:?)]/.test(text) ||
        /[;?][^ "]/.test(text) ||
        /:(?![ "]|\d)/.test(text) ||
        /,(?![ "]|\d{3})/.test(text),
    );
    expect(bad).toEqual([]);
  });

  it("closes every parenthesis and quotation it opens", () => {
    const bad = passages.filter((text) => {
      const quotes = text.match(/"/g)?.length ?? 0;
      let depth = 0;
      for (const char of text) {
        if (char === "(") depth++;
        if (char === ")" && --depth < 0) return true;
      }
      return depth !== 0 || quotes % 2 !== 0;
    });
    expect(bad).toEqual([]);
  });

  it("keeps words no longer than its difficulty allows", () => {
    const long = passages.flatMap((text) =>
      (text.match(/[A-Za-z]+/g) ?? []).filter((word) => word.length > rules.maxWordLength),
    );
    expect(long).toEqual([]);
  });
});

describe("the whole corpus", () => {
  it("has no passage twice, in any difficulty", () => {
    const seen = new Map<string, Difficulty>();
    const repeats = ALL.filter(({ difficulty, text }) => {
      const normal = words(text).join(" ");
      if (seen.has(normal)) return true;
      seen.set(normal, difficulty);
      return false;
    });
    expect(repeats).toEqual([]);
  });

  it("has no two passages that open with the same four words", () => {
    const openings = ALL.map(({ text }) => words(text).slice(0, 4).join(" "));
    const repeated = openings.filter((opening, i) => openings.indexOf(opening) !== i);
    expect(repeated).toEqual([]);
  });

  it("has no near-duplicates: shared word 5-grams and character trigrams stay low for every pair", () => {
    const profiles = ALL.map(({ text }) => ({
      text,
      phrases: shingles(words(text), 5, " "),
      trigrams: shingles([...text.toLowerCase().replace(/[^a-z0-9]+/g, " ")], 3, ""),
    }));
    const similar: string[] = [];
    for (let i = 0; i < profiles.length; i++) {
      for (let j = i + 1; j < profiles.length; j++) {
        const a = profiles[i]!;
        const b = profiles[j]!;
        if (jaccard(a.phrases, b.phrases) > 0.05 || jaccard(a.trigrams, b.trigrams) > 0.4) {
          similar.push(`${a.text.slice(0, 40)} | ${b.text.slice(0, 40)}`);
        }
      }
    }
    expect(similar).toEqual([]);
  });
});
