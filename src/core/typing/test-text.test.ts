import { describe, expect, it } from "vitest";
import { buildLengthPassage } from "./length-passage.ts";
import { isServedText, testText } from "./test-text.ts";

describe("testText", () => {
  it("joins a timed test's passages with a space, as they were appended", () => {
    expect(testText("1-minute", ["One two.", "Three four."])).toBe("One two. Three four.");
  });

  it("builds a length test's text from its passage", () => {
    const source = "A short passage to repeat. ".repeat(3).trim();
    expect(testText("300 Characters", [source])).toBe(buildLengthPassage(source, 300));
  });
});

describe("isServedText", () => {
  const served = ["First passage.", "Second passage.", "Third passage."];

  it("accepts a timed test's text of the first passages served, in order", () => {
    expect(isServedText("1-minute", served, "First passage.")).toBe(true);
    expect(isServedText("1-minute", served, "First passage. Second passage.")).toBe(true);
    expect(isServedText("1-minute", served, served.join(" "))).toBe(true);
  });

  it("refuses text that was not served, reordered or edited", () => {
    expect(isServedText("1-minute", served, "Second passage.")).toBe(false);
    expect(isServedText("1-minute", served, "First passage. Third passage.")).toBe(false);
    expect(isServedText("1-minute", served, "First passage!")).toBe(false);
    expect(isServedText("1-minute", served, `${served.join(" ")} More.`)).toBe(false);
  });

  it("accepts only the exact length-test text of the first passage", () => {
    const text = buildLengthPassage(served[0]!, 300);
    expect(isServedText("300 Characters", served, text)).toBe(true);
    expect(isServedText("300 Characters", served, buildLengthPassage(served[0]!, 400))).toBe(false);
    expect(isServedText("300 Characters", served, served[0]!)).toBe(false);
  });
});
