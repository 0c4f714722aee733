import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findMistakes } from "../typing/scoring.ts";
import { mistakesInWords } from "./mistake-context.ts";

const inWords = (passage: string, typed: string) =>
  mistakesInWords(passage, typed, findMistakes(passage, typed));

describe("mistakesInWords", () => {
  it("shows swapped letters in their word with each one marked", () => {
    expect(inWords("the quick brown fox", "the quikc brown fox")).toEqual([
      {
        position: 7,
        typed: "k",
        expected: "c",
        word: "quick",
        start: 4,
        index: 3,
        typedWord: "quikc",
      },
      {
        position: 8,
        typed: "c",
        expected: "k",
        word: "quick",
        start: 4,
        index: 4,
        typedWord: "quikc",
      },
    ]);
  });

  it("shows a mistake at a space with the words on either side", () => {
    expect(inWords("the quick brown", "the quick,brown")).toEqual([
      {
        position: 9,
        typed: ",",
        expected: " ",
        word: "quick brown",
        start: 4,
        index: 5,
        typedWord: "quick,brown",
      },
    ]);
  });

  it("treats a line break as a space between words", () => {
    expect(inWords("one\ntwo three", "one two three")[0]).toMatchObject({
      word: "one\ntwo",
      index: 3,
      typedWord: "one two",
    });
  });

  it("finds the first and the last word of the passage", () => {
    expect(inWords("cat dog", "bat dot").map((m) => [m.word, m.start, m.index])).toEqual([
      ["cat", 0, 0],
      ["dog", 4, 2],
    ]);
  });

  it("shows only what was typed of a word the test ended in", () => {
    expect(inWords("hello world", "hello wp")[0]).toMatchObject({ word: "world", typedWord: "wp" });
  });

  it("has nothing to show without mistakes", () => {
    expect(inWords("abc", "abc")).toEqual([]);
    expect(inWords("abc", "")).toEqual([]);
  });

  it("always points at the mistake's own characters", () => {
    const text = fc.string({ unit: fc.constantFrom("a", "b", " ", "\n"), maxLength: 40 });
    fc.assert(
      fc.property(text, text, (passage, typed) => {
        for (const m of inWords(passage, typed)) {
          expect(m.start + m.index).toBe(m.position);
          expect(m.word[m.index]).toBe(m.expected);
          expect(m.typedWord[m.index]).toBe(m.typed);
          expect(passage.startsWith(m.word, m.start)).toBe(true);
        }
      }),
    );
  });

  it("ends a word at a line break, a return or a tab as at a space", () => {
    const passage = "a\nbc d\ref g\thi";
    const typed = "a\nbx d\rex g\thx";
    expect(inWords(passage, typed).map((m) => [m.word, m.start, m.index])).toEqual([
      ["bc", 2, 1],
      ["ef", 7, 1],
      ["hi", 12, 1],
    ]);
  });

  it("shows a mistake at a word's first letter in that word alone", () => {
    expect(inWords("the quick", "the xuick")[0]).toMatchObject({ word: "quick", start: 4 });
  });

  it("shows a mistake at the second of two spaces with the word before them", () => {
    expect(inWords("an  ox", "an x ox")[0]).toMatchObject({
      position: 3,
      word: "an  ox",
      start: 0,
      index: 3,
    });
  });
});
