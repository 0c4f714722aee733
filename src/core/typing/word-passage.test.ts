import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CODE_LAYOUT } from "./text-layout.ts";
import { WORD_COUNTS } from "./test-modes.ts";
import { buildWordPassage, countWords, coversWords, wordsTyped } from "./word-passage.ts";

describe("countWords", () => {
  it("counts runs of characters other than whitespace, punctuation included", () => {
    expect(countWords("Hello, world. (Again)")).toBe(3);
    expect(countWords("  one\ttwo\n   three  ")).toBe(3);
    expect(countWords("x = a + b;")).toBe(5);
    expect(countWords("   ")).toBe(0);
    expect(countWords("")).toBe(0);
  });
});

describe("buildWordPassage", () => {
  it("cuts right after the Nth word", () => {
    expect(buildWordPassage(["one two three four five"], 3)).toBe("one two three");
    expect(buildWordPassage(["One, two. Three four!"], 2)).toBe("One, two.");
    expect(buildWordPassage(["one two three"], 3)).toBe("one two three");
  });

  it("joins the passages with a space, in order, before cutting", () => {
    expect(buildWordPassage(["one two", "three four", "five six"], 5)).toBe(
      "one two three four five",
    );
  });

  it("joins code snippets with a line break and keeps their indentation", () => {
    const first = "if x:\n    y = 1";
    const second = "for i in z:\n    print(i)";
    // if, x:, y, =, 1, for: the sixth word is the second snippet's first.
    expect(buildWordPassage([first, second], 6, CODE_LAYOUT)).toBe(`${first}\nfor`);
    expect(buildWordPassage([first, second], 10, CODE_LAYOUT)).toBe(`${first}\n${second}`);
  });

  it("cycles the passages when too few words were served", () => {
    expect(buildWordPassage(["one two"], 5)).toBe("one two one two one");
    expect(buildWordPassage(["a", "b c"], 7)).toBe("a b c a b c a");
    expect(buildWordPassage(["a b"], 3, CODE_LAYOUT)).toBe("a b\na");
  });

  it("ignores the sources' surrounding whitespace, and builds nothing from nothing", () => {
    expect(buildWordPassage(["  one two  ", "   ", "three "], 3)).toBe("one two three");
    expect(buildWordPassage(["   "], 10)).toBe("");
    expect(buildWordPassage([], 10)).toBe("");
    expect(buildWordPassage(["one two"], 0)).toBe("");
  });

  it("holds exactly the words asked for, never more, ending on a word", () => {
    const source = fc.stringMatching(/^[a-z ,.\n]{0,40}$/);
    fc.assert(
      fc.property(
        fc.array(source, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 120 }),
        fc.boolean(),
        (sources, count, code) => {
          const layout = code ? CODE_LAYOUT : undefined;
          const built = buildWordPassage(sources, count, layout);
          if (sources.every((text) => countWords(text) === 0)) {
            expect(built).toBe("");
            return;
          }
          expect(countWords(built)).toBe(count);
          expect(built).toMatch(/\S$/);
          const joined = sources
            .map((text) => text.trim())
            .filter(Boolean)
            .join(code ? "\n" : " ");
          expect(joined.startsWith(built) || built.startsWith(joined)).toBe(true);
        },
      ),
    );
  });

  it("builds each offered count from one long passage", () => {
    const source = Array.from({ length: 150 }, (_, i) => `w${i}`).join(" ");
    for (const count of WORD_COUNTS) {
      const built = buildWordPassage([source], count);
      expect(countWords(built)).toBe(count);
      expect(built.endsWith(` w${count - 1}`)).toBe(true);
    }
  });
});

describe("coversWords", () => {
  it("counts the words of all the passages together", () => {
    const texts = (...words: number[]) => words.map((n) => ({ text: "word ".repeat(n) }));
    expect(coversWords([], 10)).toBe(false);
    expect(coversWords(texts(9), 10)).toBe(false);
    expect(coversWords(texts(10), 10)).toBe(true);
    expect(coversWords(texts(4, 5), 10)).toBe(false);
    expect(coversWords(texts(4, 6), 10)).toBe(true);
  });
});

describe("wordsTyped", () => {
  it("counts the words whose last character is typed", () => {
    const passage = "one two three";
    expect(wordsTyped(passage, 0)).toBe(0);
    expect(wordsTyped(passage, 2)).toBe(0);
    expect(wordsTyped(passage, 3)).toBe(1);
    expect(wordsTyped(passage, 4)).toBe(1);
    expect(wordsTyped(passage, 7)).toBe(2);
    expect(wordsTyped(passage, 12)).toBe(2);
    expect(wordsTyped(passage, 13)).toBe(3);
  });

  it("reads words across code's indented lines", () => {
    expect(wordsTyped("if x:\n    y = 1", 10)).toBe(2);
    expect(wordsTyped("if x:\n    y = 1", 11)).toBe(3);
  });
});
