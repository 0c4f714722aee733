import { describe, expect, it } from "vitest";
import { wordList } from "../../../tests/support/word-lists.ts";
import { seededRandom } from "../texts/seeded-random.ts";
import { NUMBER_SHARE, YEAR_SHARE, numberText } from "./number-text.ts";

const EN = wordList("en");
const DIGITS = ["4", "7", "5", "6", "3", "8", "2", "9", "1", "0"];

/** The pieces of 300 numbers lessons, one a seed. */
function pieces(focus: string | null, keys: readonly string[] = DIGITS): string[] {
  return Array.from({ length: 300 }, (_, seed) =>
    numberText({
      language: "en",
      keys,
      focus,
      words: EN,
      random: seededRandom(seed + 1),
      length: 150,
    }).split(" "),
  ).flat();
}

const isNumber = (piece: string) => /^\d+$/.test(piece);
const share = (items: readonly string[], test: (item: string) => boolean) =>
  items.filter(test).length / items.length;

describe("numberText", () => {
  it("mixes numbers among the words at about NUMBER_SHARE", () => {
    expect(share(pieces(null), isNumber)).toBeGreaterThan(NUMBER_SHARE - 0.08);
    expect(share(pieces(null), isNumber)).toBeLessThan(NUMBER_SHARE + 0.08);
  });

  it("writes years of four digits at about YEAR_SHARE of its numbers, and counts of one to three", () => {
    const numbers = pieces(null).filter(isNumber);
    expect(Math.max(...numbers.map((number) => number.length))).toBe(4);
    expect(share(numbers, (number) => number.length === 4)).toBeGreaterThan(YEAR_SHARE - 0.08);
    expect(share(numbers, (number) => number.length === 4)).toBeLessThan(YEAR_SHARE + 0.08);
  });

  it("starts no number with 0 but 0 itself, and writes 0 inside numbers", () => {
    for (const focus of [null, "0"]) {
      const numbers = pieces(focus).filter(isNumber);
      expect(numbers.filter((number) => number.length > 1 && number.startsWith("0"))).toEqual([]);
      expect(numbers.some((number) => number.length > 1 && number.slice(1).includes("0"))).toBe(
        true,
      );
    }
  });

  it("puts the focus digit in about half its numbers, above its share without a focus", () => {
    const holding = (focus: string | null) =>
      share(pieces(focus).filter(isNumber), (number) => number.includes("7"));
    const without = holding(null);
    const withFocus = holding("7");
    expect(withFocus).toBeGreaterThan(without + 0.2);
    expect(withFocus).toBeLessThan(0.9);
  });

  it("starts a year with a century whose two digits are in play", () => {
    const numbers = pieces(null, ["1", "9", "4", "7"]).filter(isNumber);
    const years = numbers.filter((number) => number.length === 4);
    expect(years.length).toBeGreaterThan(0);
    expect(years.every((year) => year.startsWith("19"))).toBe(true);
  });
});
