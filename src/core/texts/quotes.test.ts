import { describe, expect, it } from "vitest";
import {
  MEDIUM_QUOTE_MAX,
  nextQuote,
  type Quote,
  quoteLength,
  quotePool,
  SHORT_QUOTE_MAX,
} from "./quotes.ts";

const quote = (id: number, length: number): Quote => ({
  id,
  text: "a".repeat(length),
  author: "A. Writer",
  work: "A Book",
  year: 1900,
});

describe("quoteLength", () => {
  it("cuts short from medium and medium from long at the named lengths", () => {
    expect(quoteLength("a".repeat(SHORT_QUOTE_MAX))).toBe("short");
    expect(quoteLength("a".repeat(SHORT_QUOTE_MAX + 1))).toBe("medium");
    expect(quoteLength("a".repeat(MEDIUM_QUOTE_MAX))).toBe("medium");
    expect(quoteLength("a".repeat(MEDIUM_QUOTE_MAX + 1))).toBe("long");
  });
});

describe("quotePool", () => {
  const quotes = [quote(1, 40), quote(2, 180), quote(3, 400), quote(4, 90)];

  it("gives easy the short quotes, medium the medium ones and hard the long ones", () => {
    expect(quotePool(quotes, "easy").map((q) => q.id)).toEqual([1, 4]);
    expect(quotePool(quotes, "medium").map((q) => q.id)).toEqual([2]);
    expect(quotePool(quotes, "hard").map((q) => q.id)).toEqual([3]);
  });
});

describe("nextQuote", () => {
  const pool = [quote(1, 40), quote(2, 40), quote(3, 40)];

  it("picks among the quotes not served yet, by the random number", () => {
    expect(nextQuote(pool, [], () => 0).id).toBe(1);
    expect(nextQuote(pool, [], () => 0.99).id).toBe(3);
    expect(nextQuote(pool, [1], () => 0).id).toBe(2);
    expect(nextQuote(pool, [1, 3], () => 0.99).id).toBe(2);
  });

  it("repeats a quote only once the whole pool was served", () => {
    expect(nextQuote(pool, [1, 2, 3], () => 0.5).id).toBe(2);
  });
});
