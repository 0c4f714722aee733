import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../texts/seeded-random.ts";
import type { TextParts } from "./text-parts.ts";
import { NUMBER_SHARE, numberText } from "./number-text.ts";

const EN = readFileSync(new URL("../../../content/words/en.txt", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean);

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
});
