import { describe, expect, it } from "vitest";
import { passageAt, quoteCredit } from "./quote-source.ts";

describe("quoteCredit", () => {
  it("credits the author, the work and its year", () => {
    expect(quoteCredit({ author: "Jane Austen", work: "Emma", year: 1815 })).toBe(
      "— Jane Austen, Emma (1815)",
    );
  });
});

describe("passageAt", () => {
  const starts = [0, 10, 25];

  it("finds the passage the caret is in, the joining space the earlier one's", () => {
    expect(passageAt(starts, 0)).toBe(0);
    expect(passageAt(starts, 9)).toBe(0);
    expect(passageAt(starts, 10)).toBe(1);
    expect(passageAt(starts, 24)).toBe(1);
    expect(passageAt(starts, 25)).toBe(2);
    expect(passageAt(starts, 400)).toBe(2);
    expect(passageAt([0], 5)).toBe(0);
  });
});
