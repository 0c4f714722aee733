import { describe, expect, it } from "vitest";
import { buildLengthPassage } from "./length-passage.ts";
import type { TestMode } from "./test-modes.ts";
import { coversTest, isServedText, testText } from "./test-text.ts";
import { CODE_LAYOUT } from "./text-layout.ts";

const oneMinute: TestMode = { kind: "timed", seconds: 60 };
const threeHundred: TestMode = { kind: "length", characters: 300 };
const tenWords: TestMode = { kind: "words", count: 10 };

describe("testText", () => {
  it("joins a timed test's passages with a space, as they were appended", () => {
    expect(testText(oneMinute, ["One two.", "Three four."])).toBe("One two. Three four.");
  });

  it("builds a length test's text from all its passages, in order", () => {
    const sources = ["A first passage to type.", "A second one after it."];
    expect(testText(threeHundred, sources)).toBe(buildLengthPassage(sources, 300));
    expect(testText(threeHundred, sources).startsWith(sources.join(" "))).toBe(true);
  });
});

describe("a word test's text", () => {
  const served = ["One two three four.", "Five six seven eight.", "Nine ten eleven twelve."];

  it("joins its passages and cuts right after the tenth word", () => {
    expect(testText(tenWords, served)).toBe("One two three four. Five six seven eight. Nine ten");
    expect(testText(tenWords, ["One two three."])).toBe(
      "One two three. One two three. One two three. One",
    );
  });

  it("is served only as exactly that text", () => {
    const shown = testText(tenWords, served);
    expect(isServedText(tenWords, served, shown)).toBe(true);
    expect(isServedText(tenWords, served, `${shown} eleven`)).toBe(false);
    expect(isServedText(tenWords, served, "One two three four. Five six seven eight. Nine")).toBe(
      false,
    );
    expect(isServedText(tenWords, served, served.join(" "))).toBe(false);
    expect(isServedText({ kind: "words", count: 25 }, served, shown)).toBe(false);
  });
});

describe("coversTest", () => {
  const texts = (...words: number[]) => words.map((n) => ({ text: "word ".repeat(n) }));

  it("asks a word test for its words, a character test for its longest text, a timed one for one passage", () => {
    expect(coversTest(tenWords, texts(6))).toBe(false);
    expect(coversTest(tenWords, texts(6, 4))).toBe(true);
    expect(coversTest({ kind: "words", count: 100 }, texts(50))).toBe(false);
    expect(coversTest({ kind: "words", count: 100 }, texts(50, 50))).toBe(true);
    expect(coversTest(threeHundred, texts(60))).toBe(false);
    expect(coversTest(threeHundred, texts(73))).toBe(true);
    expect(coversTest(oneMinute, [])).toBe(false);
    expect(coversTest(oneMinute, texts(1))).toBe(true);
  });
});

describe("isServedText", () => {
  const served = ["First passage.", "Second passage.", "Third passage."];

  it("accepts a timed test's text of the first passages served, in order", () => {
    expect(isServedText(oneMinute, served, "First passage.")).toBe(true);
    expect(isServedText(oneMinute, served, "First passage. Second passage.")).toBe(true);
    expect(isServedText(oneMinute, served, served.join(" "))).toBe(true);
  });

  it("refuses text that was not served, reordered or edited", () => {
    expect(isServedText(oneMinute, served, "Second passage.")).toBe(false);
    expect(isServedText(oneMinute, served, "First passage. Third passage.")).toBe(false);
    expect(isServedText(oneMinute, served, "First passage!")).toBe(false);
    expect(isServedText(oneMinute, served, `${served.join(" ")} More.`)).toBe(false);
  });

  it("accepts only the exact length-test text of all the passages served", () => {
    const text = buildLengthPassage(served, 300);
    expect(isServedText(threeHundred, served, text)).toBe(true);
    expect(isServedText(threeHundred, served, buildLengthPassage(served, 400))).toBe(false);
    expect(isServedText(threeHundred, served, buildLengthPassage(served.slice(0, 1), 300))).toBe(
      false,
    );
    expect(isServedText(threeHundred, served, served[0]!)).toBe(false);
  });
});

describe("code's layout", () => {
  const first = "if x:\n    y = 1";
  const second = "for i in z:\n    print(i)";

  it("starts each appended snippet on a line of its own, on the server and in the browser alike", () => {
    expect(testText(oneMinute, [first, second], CODE_LAYOUT)).toBe(`${first}\n${second}`);
    expect(isServedText(oneMinute, [first, second], `${first}\n${second}`, CODE_LAYOUT)).toBe(true);
    expect(isServedText(oneMinute, [first, second], `${first} ${second}`, CODE_LAYOUT)).toBe(false);
    expect(isServedText(oneMinute, [first, second], `${first}\n${second}`)).toBe(false);
  });

  it("cuts a character test's code at a line end, never inside a line's indentation", () => {
    const snippet = "def f(x):\n    return x + 1";
    const lines = snippet.split("\n");
    const shown = testText(threeHundred, [snippet], CODE_LAYOUT);
    expect(shown.startsWith(`${snippet}\n${snippet}\n`)).toBe(true);
    expect(shown.length).toBeGreaterThanOrEqual(300);
    expect(shown.split("\n").every((line) => lines.includes(line))).toBe(true);
    expect(isServedText(threeHundred, [snippet], shown, CODE_LAYOUT)).toBe(true);
  });
});
