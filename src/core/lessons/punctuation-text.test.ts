import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../texts/seeded-random.ts";
import type { TextParts } from "./text-parts.ts";
import { MARK_SHARE, SENTENCE_WORDS, punctuationText } from "./punctuation-text.ts";

const EN = readFileSync(new URL("../../../content/words/en.txt", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean);

const parts = (keys: string, focus: string | null = null): TextParts => ({
  language: "en",
  keys: [...keys],
  focus,
  words: EN,
  random: seededRandom(4),
  length: 3000,
});

const ALL = ".,'\"?!-:;()";
const marksOf = (text: string) => text.replace(/[a-z ]/g, "");
const count = (text: string, mark: string) => text.split(mark).length - 1;

describe("punctuationText", () => {
  it("uses only the marks in play among lower-case words", () => {
    const text = punctuationText(parts(".,'\""));
    expect(text).toMatch(/^[a-z .,'"]+$/);
    expect(new Set(marksOf(text))).toEqual(new Set(".,'\""));
  });

  it("ends every sentence with a full stop, a question or an exclamation mark", () => {
    const sentences = punctuationText(parts(ALL)).split(/(?<=[.?!]) /);
    for (const sentence of sentences) {
      expect(sentence).toMatch(/[.?!]$/);
      // A hyphen joins two words: a sentence has at most as many pieces as words.
      expect(sentence.split(" ").length).toBeLessThanOrEqual(SENTENCE_WORDS.max);
    }
    // The last sentence ends where the lesson's words do; the others have their length.
    for (const sentence of sentences.slice(0, -1)) {
      expect(sentence.split(/[ -]/).length).toBeGreaterThanOrEqual(SENTENCE_WORDS.min);
    }
  });

  it("is about its length: its words reach it, and its marks add a few characters", () => {
    for (const length of [1, 40, 150]) {
      const text = punctuationText({ ...parts(ALL), length });
      expect(text.length).toBeGreaterThanOrEqual(length);
      expect(text.length).toBeLessThan(length + 25);
    }
  });

  it("places marks as prose does: after a word, around it, or joining two", () => {
    for (const piece of punctuationText(parts(ALL)).split(" ")) {
      expect(piece).toMatch(/^(\w+[,:;.?!]?|'\w+'|"\w+"|\(\w+\)|\w+-\w+)[.?!]?$/);
    }
  });

  it("uses full stops and commas most, as prose does", () => {
    const text = punctuationText(parts(ALL));
    expect(count(text, ".")).toBeGreaterThan(count(text, "?"));
    expect(count(text, ",")).toBeGreaterThan(count(text, ";"));
  });

  it("places brackets only as a pair", () => {
    const text = punctuationText(parts(".,("));
    expect(text).not.toMatch(/[()]/);
    const pairs = punctuationText(parts(".,()"));
    expect(count(pairs, "(")).toBe(count(pairs, ")"));
    expect(count(pairs, "(")).toBeGreaterThan(0);
  });

  it("leans on the focus mark", () => {
    const plain = punctuationText(parts(ALL));
    expect(count(punctuationText(parts(ALL, ";")), ";")).toBeGreaterThan(3 * count(plain, ";"));
    expect(count(punctuationText(parts(ALL, "!")), "!")).toBeGreaterThan(3 * count(plain, "!"));
  });

  it("writes plain sentences with no mark in play", () => {
    expect(punctuationText(parts(""))).toMatch(/^[a-z ]+$/);
  });

  it("leans on the focus mark and still uses the others in play", () => {
    const inner = punctuationText(parts(ALL, ";"));
    expect(count(inner, ",")).toBeGreaterThan(count(inner, ";") / 4);
    const end = punctuationText(parts(ALL, "!"));
    expect(count(end, ".")).toBeGreaterThan(count(end, "!") / 4);
  });

  it("puts a mark with about MARK_SHARE of the words a sentence does not end on", () => {
    const sentences = punctuationText(parts(".,:;")).split(/(?<=[.?!]) /);
    const inner = sentences.flatMap((sentence) => sentence.split(" ").slice(0, -1));
    const marked = inner.filter((word) => /[,:;]$/.test(word)).length / inner.length;
    expect(marked).toBeGreaterThan(MARK_SHARE - 0.07);
    expect(marked).toBeLessThan(MARK_SHARE + 0.07);
  });

  it("puts marks with a sentence's first word too", () => {
    const sentences = punctuationText(parts(".,:;")).split(/(?<=[.?!]) /);
    expect(sentences.some((sentence) => /^[a-z]+[,:;] /.test(sentence))).toBe(true);
  });

  it("stops at the first word that reaches its length", () => {
    for (let length = 1; length <= 120; length++) {
      const text = punctuationText({ ...parts(""), length });
      expect(text.length).toBeGreaterThanOrEqual(length);
      expect(text.split(" ").slice(0, -1).join(" ").length).toBeLessThan(length);
    }
  });
});
