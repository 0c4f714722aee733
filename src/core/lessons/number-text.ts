import { type Random, chance, pick, randomInt } from "../texts/seeded-random.ts";
import { FOCUS_SHARE, type TextParts, commonWords, fillText } from "./text-parts.ts";

/** The share of a numbers lesson's pieces that are numbers; the rest are common words. */
export const NUMBER_SHARE = 0.4;
/** The share of its numbers that are years, as text has them; the rest are counts. */
export const YEAR_SHARE = 0.3;

/** A count's digits, drawn from these: one half the time, two a third, three a sixth. */
const COUNT_DIGITS = [1, 1, 1, 2, 2, 3];

/** The centuries a year starts with, when both their digits are in play. */
const CENTURIES = ["19", "20"];

/** Digits drawn from those in play, the first from `first`. */
function digitsOf(
  digits: readonly string[],
  first: readonly string[],
  count: number,
  random: Random,
) {
  return Array.from({ length: count }, (_, i) => pick(random, i === 0 ? first : digits));
}

/**
 * A number as text has them, of the digits in play: a year (19xx or 20xx when those digits are
 * in play, else any four digits) or a count, mostly of one or two digits. With a focus digit, one
 * of its digits (not a year's century, nor a leading 0) is the focus.
 */
function numberOf(digits: readonly string[], focus: string | null, random: Random): string {
  const leading = digits.filter((digit) => digit !== "0");
  // With 0 alone in play, no number but 0 itself is written as text writes numbers.
  if (leading.length === 0) return "0";
  const centuries = CENTURIES.filter((century) => [...century].every((d) => digits.includes(d)));
  const year = chance(random, YEAR_SHARE);
  const century = year && centuries.length ? pick(random, centuries) : "";
  const size = year ? 4 : pick(random, COUNT_DIGITS);
  const first = century ? digits : leading;
  const number = [...century, ...digitsOf(digits, first, size - century.length, random)];
  if (focus !== null) {
    const from = Math.max(century.length, focus === "0" && number.length > 1 ? 1 : 0);
    // A century or a first digit left free always leaves a digit after it for the focus.
    number[randomInt(random, from, number.length - 1)] = focus;
  }
  return number.join("");
}

/**
 * A numbers lesson: common words with NUMBER_SHARE numbers among them, made of the digits in
 * play; FOCUS_SHARE of the numbers hold the focus digit. No decimals: their point or comma is
 * punctuation, not a key of this lesson.
 */
export function numberText({ language, keys, focus, words, random, length }: TextParts): string {
  const common = commonWords(words, language);
  return fillText(length, () => {
    if (!chance(random, NUMBER_SHARE)) return pick(random, common);
    return numberOf(keys, focus !== null && chance(random, FOCUS_SHARE) ? focus : null, random);
  });
}
