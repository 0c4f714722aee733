import { describe, expect, it } from "vitest";
import { wordList } from "../../../tests/support/word-lists.ts";
import { seededRandom } from "../texts/seeded-random.ts";
import { lessonKeys, lowerLetters } from "./lesson-keys.ts";
import { MIN_REAL_WORDS, capitalText, letterText } from "./letter-text.ts";
import { PSEUDO_WORD_LENGTH } from "./pseudo-words.ts";
import type { TextParts } from "./text-parts.ts";

const EN = wordList("en");

const parts = (overrides: Partial<TextParts>): TextParts => ({
  language: "en",
  keys: [..."etoahisurn"],
  focus: null,
  words: EN,
  random: seededRandom(1),
  length: 2000,
  ...overrides,
});

const wordsOf = (text: string) => text.split(" ");
const share = (text: string, test: (word: string) => boolean) =>
  wordsOf(text).filter(test).length / wordsOf(text).length;

describe("letterText", () => {
  it("uses real words once enough are made of the keys in play", () => {
    const text = letterText(parts({}));
    for (const word of wordsOf(text)) expect(EN).toContain(word);
  });

  it("uses pseudo-words below MIN_REAL_WORDS real ones, and real words from there", () => {
    // Words of t and a alone: the list has exactly as many as the test gives it.
    const real = (count: number) =>
      Array.from({ length: count }, (_, i) => "ta".repeat(1 + (i % 5)) + "t".repeat(i));
    const atMin = letterText(parts({ keys: ["t", "a"], words: real(MIN_REAL_WORDS) }));
    for (const word of wordsOf(atMin)) expect(real(MIN_REAL_WORDS)).toContain(word);
    const under = letterText(parts({ keys: ["t", "a"], words: real(MIN_REAL_WORDS - 1) }));
    expect(wordsOf(under).some((word) => !real(MIN_REAL_WORDS).includes(word))).toBe(true);
  });

  it("writes pseudo-words of the first six letters, which make few English words", () => {
    const keys = lessonKeys("letters", "en", "qwerty", EN).slice(0, 6);
    const text = letterText(parts({ keys }));
    expect(share(text, (word) => EN.includes(word))).toBeLessThan(0.5);
    for (const char of text.replaceAll(" ", "")) expect(keys).toContain(char);
  });

  it("leans on the focus key: half the words or more hold it", () => {
    const plain = letterText(parts({}));
    const focused = letterText(parts({ focus: "u" }));
    expect(share(plain, (word) => word.includes("u"))).toBeLessThan(0.3);
    expect(share(focused, (word) => word.includes("u"))).toBeGreaterThan(0.5);
    const pseudo = letterText(parts({ keys: [..."etoahi"], focus: "h" }));
    expect(share(pseudo, (word) => word.includes("h"))).toBeGreaterThan(0.5);
  });

  it("leans on the focus key without writing it in every word", () => {
    const real = letterText(parts({ focus: "u" }));
    expect(share(real, (word) => word.includes("u"))).toBeLessThan(0.8);
    const pseudo = letterText(parts({ keys: [..."etoahi"], focus: "h" }));
    expect(share(pseudo, (word) => word.includes("h"))).toBeLessThan(0.8);
  });

  it("draws the focus words from the real words too, once there are enough", () => {
    const text = letterText(parts({ focus: "u" }));
    for (const word of wordsOf(text)) expect(EN).toContain(word);
  });

  it("makes every word a pseudo-word below MIN_REAL_WORDS real ones, the focus words too", () => {
    // All but the first two of these words are longer than any pseudo-word.
    const real = (count: number) =>
      Array.from({ length: count }, (_, i) => "ta".repeat(1 + (i % 5)) + "t".repeat(i));
    const under = letterText(
      parts({ keys: ["t", "a"], words: real(MIN_REAL_WORDS - 1), focus: "a" }),
    );
    for (const word of wordsOf(under)) {
      expect(word.length).toBeLessThanOrEqual(PSEUDO_WORD_LENGTH.max);
    }
    const atMin = letterText(parts({ keys: ["t", "a"], words: real(MIN_REAL_WORDS), focus: "a" }));
    for (const word of wordsOf(atMin)) expect(real(MIN_REAL_WORDS)).toContain(word);
  });

  it("writes pseudo-words with a focus key that no real word holds, and real words besides", () => {
    // Every word of t and a, shortest first: "a", "t", "aa", "at", "ta"...
    const real = Array.from({ length: MIN_REAL_WORDS }, (_, i) =>
      (i + 2).toString(2).slice(1).replaceAll("0", "a").replaceAll("1", "t"),
    );
    const text = letterText(parts({ keys: ["t", "a", "q"], words: real, focus: "q" }));
    const withQ = wordsOf(text).filter((word) => word.includes("q"));
    expect(withQ.length / wordsOf(text).length).toBeGreaterThan(0.4);
    for (const word of wordsOf(text).filter((word) => !word.includes("q"))) {
      expect(real).toContain(word);
    }
  });

  it("writes Russian pseudo-words from Russian letters", () => {
    const RU = wordList("ru");
    const keys = lessonKeys("letters", "ru", "qwerty", RU).slice(0, 6);
    const text = letterText(parts({ language: "ru", keys, words: RU, focus: keys[5]! }));
    expect(text).toMatch(/^[оетани ]+$/);
  });
});

describe("capitalText", () => {
  const capitals = [..."ETOAHI"];

  it("capitalises common words with the capitals in play, and no others", () => {
    const text = capitalText(parts({ keys: capitals }));
    const letters = new Set(lowerLetters("en"));
    for (const word of wordsOf(text)) {
      const [first, ...rest] = word;
      expect(capitals.includes(first!) || letters.has(first!), word).toBe(true);
      for (const letter of rest) expect(letters.has(letter), word).toBe(true);
      expect(EN).toContain(word.toLowerCase());
    }
    // About CAPITALISED_SHARE of them: the rest stay in lower case.
    expect(share(text, (word) => /^[A-Z]/.test(word))).toBeGreaterThan(0.35);
    expect(share(text, (word) => /^[A-Z]/.test(word))).toBeLessThan(0.65);
  });

  it("starts half the words or more with the focus capital", () => {
    const text = capitalText(parts({ keys: capitals, focus: "H" }));
    expect(share(text, (word) => word.startsWith("H"))).toBeGreaterThan(0.5);
    expect(share(text, (word) => word.startsWith("H"))).toBeLessThan(0.8);
  });

  it("capitalises as the language does: Turkish i as İ", () => {
    const TR = wordList("tr");
    const text = capitalText(parts({ language: "tr", keys: ["İ"], focus: "İ", words: TR }));
    const dotted = wordsOf(text).filter((word) => word.startsWith("İ"));
    expect(dotted.length).toBeGreaterThan(0);
    for (const word of dotted) expect(TR).toContain("i" + word.slice(1));
    expect(text).not.toContain("I");
  });

  it("starts a pseudo-word with a capital no common word starts with", () => {
    const text = capitalText(parts({ keys: ["Q"], focus: "Q", words: ["the", "and", "to"] }));
    expect(wordsOf(text).filter((word) => word.startsWith("Q")).length).toBeGreaterThan(0);
  });
});
