import { describe, expect, it } from "vitest";
import { wordList } from "../../../tests/support/word-lists.ts";
import { seededRandom } from "../texts/seeded-random.ts";
import type { TextParts } from "./text-parts.ts";
import { NUMBER_SHARE, YEAR_SHARE, numberText } from "./number-text.ts";

const EN = wordList("en");

const parts = (keys: string, focus: string | null = null, seed = 1): TextParts => ({
  language: "en",
  keys: [...keys],
  focus,
  words: EN,
  random: seededRandom(seed),
  length: 3000,
});

const numbersOf = (text: string) => text.split(" ").filter((piece) => /^\d+$/.test(piece));

describe("numberText", () => {
  it("mixes common words with numbers of the digits in play alone", () => {
    const text = numberText(parts("4756"));
    const pieces = text.split(" ");
    const numbers = numbersOf(text);
    for (const number of numbers) expect(number).toMatch(/^[4756]+$/);
    for (const word of pieces.filter((piece) => !numbers.includes(piece))) {
      expect(EN.slice(0, 1000)).toContain(word);
    }
    expect(numbers.length / pieces.length).toBeCloseTo(NUMBER_SHARE, 1);
  });

  it("writes counts of one to three digits and years of four, none with a leading zero", () => {
    const numbers = numbersOf(numberText(parts("4756382910")));
    expect(new Set(numbers.map((number) => number.length))).toEqual(new Set([1, 2, 3, 4]));
    for (const number of numbers) expect(number === "0" || !number.startsWith("0")).toBe(true);
  });

  it("writes years of the 1900s and 2000s once their digits are in play", () => {
    const years = numbersOf(numberText(parts("4756382910"))).filter((n) => n.length === 4);
    for (const year of years) expect(year).toMatch(/^(19|20)\d\d$/);
    expect(years.some((year) => year.startsWith("19"))).toBe(true);
    expect(years.some((year) => year.startsWith("20"))).toBe(true);
    expect(years.some((year) => year[2] === "0")).toBe(true);
  });

  it("puts the focus digit in half the numbers or more", () => {
    const numbers = numbersOf(numberText(parts("47563", "3")));
    const withFocus = numbers.filter((number) => number.includes("3")).length;
    expect(withFocus / numbers.length).toBeGreaterThan(0.5);
  });

  it("puts a focus 0 anywhere but first, and writes 0 alone when it is the only digit", () => {
    expect(new Set(numbersOf(numberText(parts("0", "0"))))).toEqual(new Set(["0"]));
    const mixed = numbersOf(numberText(parts("40", "0")));
    for (const number of mixed) expect(number === "0" || number.startsWith("4")).toBe(true);
  });

  it("writes years at about YEAR_SHARE of its numbers, over many lessons", () => {
    const numbers = Array.from({ length: 100 }, (_, seed) =>
      numbersOf(numberText({ ...parts("4756382910", null, seed + 1), length: 150 })),
    ).flat();
    const years = numbers.filter((number) => number.length === 4).length / numbers.length;
    expect(years).toBeGreaterThan(YEAR_SHARE - 0.08);
    expect(years).toBeLessThan(YEAR_SHARE + 0.08);
  });

  it("writes 0 inside numbers, after their first digit", () => {
    const numbers = numbersOf(numberText(parts("4756382910")));
    expect(numbers.some((number) => number.length > 1 && number.slice(1).includes("0"))).toBe(true);
  });

  it("puts the focus digit in far more numbers than it comes up in unfocused, not in all", () => {
    const holding = (focus: string | null) => {
      const numbers = numbersOf(numberText(parts("47563", focus)));
      return numbers.filter((number) => number.includes("3")).length / numbers.length;
    };
    expect(holding("3")).toBeGreaterThan(holding(null) + 0.2);
    expect(holding("3")).toBeLessThan(0.9);
  });

  it("writes 0 inside counts, not only in years", () => {
    const counts = numbersOf(numberText(parts("4756382910"))).filter((n) => n.length < 4);
    expect(counts.some((count) => count.slice(1).includes("0"))).toBe(true);
  });

  it("puts the focus digit in any place of a number, the first too", () => {
    const twoDigits = Array.from({ length: 20 }, (_, seed) =>
      numbersOf(numberText(parts("47563", "3", seed + 1))),
    )
      .flat()
      .filter((number) => number.length === 2);
    // Unfocused, a number starts with 3 one time in five, as it does with each digit in play.
    const first = twoDigits.filter((number) => number.startsWith("3")).length;
    expect(first / twoDigits.length).toBeGreaterThan(0.3);
  });

  it("writes 0 itself as a one-digit number when 0 is the focus", () => {
    expect(numbersOf(numberText(parts("40", "0")))).toContain("0");
  });

  it("keeps counts to three digits and years to four with a focus digit", () => {
    const numbers = numbersOf(numberText(parts("4756382910", "8")));
    expect(new Set(numbers.map((number) => number.length))).toEqual(new Set([1, 2, 3, 4]));
  });
});
