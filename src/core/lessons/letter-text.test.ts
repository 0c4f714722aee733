import { describe, expect, it } from "vitest";
import { wordList } from "../../../tests/support/word-lists.ts";
import { seededRandom } from "../texts/seeded-random.ts";
import { lessonKeys, lowerLetters } from "./lesson-keys.ts";
import { MIN_REAL_WORDS, capitalText, letterText } from "./letter-text.ts";
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
    expect(share(text, (word) => /^[A-Z]/.test(word))).toBeGreaterThan(0.35);
  });

  it("starts half the words or more with the focus capital", () => {
    const text = capitalText(parts({ keys: capitals, focus: "H" }));
    expect(share(text, (word) => word.startsWith("H"))).toBeGreaterThan(0.5);
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
