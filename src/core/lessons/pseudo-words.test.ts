import fc from "fast-check";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../texts/seeded-random.ts";
import {
  MODEL_WORDS,
  PSEUDO_WORD_LENGTH,
  letterModel,
  pseudoWord,
  pseudoWordFrom,
} from "./pseudo-words.ts";

const EN = readFileSync(new URL("../../../content/words/en.txt", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean);
const START = new Set("etoahi");

/** Every pair of letters side by side in the list's first 5,000 words. */
const PAIRS = new Set(
  EN.slice(0, 5000).flatMap((word) => [...word].slice(1).map((letter, i) => word[i] + letter)),
);

/** Every three letters in a row in the list's first 5,000 words. */
const TRIPLES = new Set(
  EN.slice(0, 5000).flatMap((word) =>
    [...word].slice(2).map((letter, i) => word[i]! + word[i + 1]! + letter),
  ),
);

describe("letterModel", () => {
  it("counts what follows each letter and pair of letters, each word once, lower-cased", () => {
    const model = letterModel(["tea", "Tee", "tea"]);
    expect(model.get("^^")).toEqual(new Map([["t", 3]]));
    expect(model.get("^t")).toEqual(new Map([["e", 3]]));
    expect(model.get("te")).toEqual(
      new Map([
        ["a", 2],
        ["e", 1],
      ]),
    );
    expect(model.get("e")).toEqual(
      new Map([
        ["a", 2],
        ["e", 1],
        ["$", 1],
      ]),
    );
  });

  it("learns nothing past a word's end", () => {
    const model = letterModel(["tea", "Tee", "tea"]);
    expect(new Set(model.keys())).toEqual(
      new Set(["^^", "^", "^t", "t", "te", "e", "ea", "a", "ee"]),
    );
  });

  it("learns from the first MODEL_WORDS words alone", () => {
    const words = [...Array.from({ length: MODEL_WORDS }, () => "ta"), "xu"];
    expect(letterModel(words).get("^^")).toEqual(new Map([["t", MODEL_WORDS]]));
  });

  it("learns a list once", () => {
    expect(letterModel(EN)).toBe(letterModel(EN));
  });
});

describe("pseudoWord", () => {
  it("makes words of the allowed letters alone, as long as a word may be", () => {
    const model = letterModel(EN);
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(null, "e", "h"), (seed, focus) => {
        const word = pseudoWord(model, START, seededRandom(seed), focus);
        for (const letter of word) expect(START.has(letter)).toBe(true);
        expect(word.length).toBeGreaterThanOrEqual(PSEUDO_WORD_LENGTH.min);
        expect(word.length).toBeLessThanOrEqual(PSEUDO_WORD_LENGTH.max);
      }),
    );
  });

  it("spells as the language does: every pair of letters is one its words have", () => {
    const model = letterModel(EN);
    const random = seededRandom(11);
    for (let i = 0; i < 500; i++) {
      const word = pseudoWord(model, START, random);
      for (let j = 1; j < word.length; j++) expect(PAIRS, word).toContain(word[j - 1]! + word[j]);
    }
  });

  it("spells as the language does three letters at a time, but where no such spelling is left", () => {
    const model = letterModel(EN);
    const random = seededRandom(11);
    let triples = 0;
    let known = 0;
    for (let i = 0; i < 500; i++) {
      const word = pseudoWord(model, START, random);
      for (let j = 2; j < word.length; j++, triples++) {
        if (TRIPLES.has(word.slice(j - 2, j + 1))) known++;
      }
    }
    expect(known / triples).toBeGreaterThan(0.95);
  });

  it("ends words where the language does: some of two letters, some short of the longest", () => {
    const model = letterModel(EN);
    const random = seededRandom(12);
    const lengths = new Set(
      Array.from({ length: 300 }, () => pseudoWord(model, START, random).length),
    );
    expect(lengths).toContain(PSEUDO_WORD_LENGTH.min);
    expect(lengths).toContain(PSEUDO_WORD_LENGTH.min + 1);
    expect(lengths).toContain(PSEUDO_WORD_LENGTH.max - 1);
  });

  it("writes no word shorter than the shortest, even where the language has one-letter words", () => {
    const model = letterModel(["a", "i", "at", "it", "ta"]);
    const random = seededRandom(4);
    for (let i = 0; i < 100; i++) {
      expect(pseudoWord(model, new Set("ait"), random).length).toBeGreaterThanOrEqual(
        PSEUDO_WORD_LENGTH.min,
      );
    }
  });

  it("holds the focus letter when asked to", () => {
    const model = letterModel(EN);
    const random = seededRandom(5);
    for (let i = 0; i < 200; i++) expect(pseudoWord(model, START, random, "h")).toContain("h");
  });

  it("starts with the focus when no word drawn holds it", () => {
    // No word of this list has a q: no pattern leads to it.
    const model = letterModel(["ta", "at", "tat"]);
    const random = seededRandom(3);
    for (let i = 0; i < 50; i++) {
      expect(pseudoWord(model, new Set("taq"), random, "q")).toMatch(/^q/);
    }
  });

  it("draws any allowed letter where the list knows no pattern for them", () => {
    const word = pseudoWord(letterModel([]), new Set("x"), seededRandom(1));
    expect(word).toBe("xx");
  });

  it("gives the same word for the same seed", () => {
    const model = letterModel(EN);
    const draw = (seed: number) =>
      Array.from(
        { length: 5 },
        (
          (random) => () =>
            pseudoWord(model, START, random)
        )(seededRandom(seed)),
      );
    expect(draw(8)).toEqual(draw(8));
    expect(draw(8)).not.toEqual(draw(9));
  });
});

describe("pseudoWordFrom", () => {
  it("starts with the letter given and goes on as the language does", () => {
    const model = letterModel(EN);
    const random = seededRandom(2);
    for (let i = 0; i < 100; i++) {
      const word = pseudoWordFrom(model, START, random, "t");
      expect(word[0]).toBe("t");
      expect(word.length).toBeGreaterThanOrEqual(PSEUDO_WORD_LENGTH.min);
    }
  });
});
