import { describe, expect, it } from "vitest";
import { raceTextCredit, raceTextSource } from "./text-source.ts";

describe("a race's text source", () => {
  it("credits a quote with its author, work and year", () => {
    const source = raceTextSource({
      id: 7,
      text: "It is a truth universally acknowledged.",
      source: { author: "Jane Austen", work: "Pride and Prejudice", year: 1813 },
    });
    expect(source).toEqual({
      passageId: 7,
      quote: { author: "Jane Austen", work: "Pride and Prejudice", year: 1813 },
    });
    expect(raceTextCredit(source)).toBe("— Jane Austen, Pride and Prejudice (1813)");
  });

  it("names one of TypeTempo's own passages by its number", () => {
    const source = raceTextSource({ id: 123, text: "The sun came up." });
    expect(source).toEqual({ passageId: 123, quote: null });
    expect(raceTextCredit(source)).toBe("Text: passage 123, written for TypeTempo.");
  });

  it("says when the passage was a built-in one, which has no number to give", () => {
    expect(raceTextCredit(raceTextSource({ id: -2, text: "We packed a picnic." }))).toBe(
      "Text: a built-in passage, written for TypeTempo.",
    );
  });
});
