import type { Language } from "../texts/languages.ts";
import type { Random } from "../texts/seeded-random.ts";
import { perList } from "./per-list.ts";

/** The share of a lesson's words drawn to hold its focus key, so that it comes up most. */
export const FOCUS_SHARE = 0.5;

/** How far down the word list lessons beyond letters take their words: common, easy to read. */
export const COMMON_WORDS = 1000;

/** What a lesson's text is built from, whatever its kind. */
export interface TextParts {
  language: Language;
  /** The keys in play. */
  keys: readonly string[];
  /** The key to lean on, one of `keys`; null for none. */
  focus: string | null;
  /** The language's word list, most frequent first. */
  words: readonly string[];
  random: Random;
  /** About how many characters the text has. */
  length: number;
}

/** One of the items, drawn in proportion to its weight. */
export function weighted<T>(items: readonly T[], weight: (item: T) => number, random: Random): T {
  let left = random() * items.reduce((sum, item) => sum + weight(item), 0);
  for (const item of items) {
    left -= weight(item);
    if (left < 0) return item;
  }
  return items[items.length - 1]!;
}

/**
 * A lesson's text: pieces from `draw` joined by single spaces until it is at least `length`
 * characters long. A piece that would follow itself is drawn again, once, so that the text
 * reads on rather than stutters.
 */
export function fillText(length: number, draw: () => string): string {
  const pieces: string[] = [];
  let size = -1;
  while (size < length) {
    let piece = draw();
    if (piece === pieces[pieces.length - 1]) piece = draw();
    pieces.push(piece);
    size += piece.length + 1;
  }
  return pieces.join(" ");
}

/**
 * The first COMMON_WORDS words of the list that are all lower case (German nouns are not): the
 * words lessons of capitals, digits and punctuation are built around, their letters all known.
 * Lower-casing a thousand words by the language's rules took most of such a lesson's time.
 */
export const commonWords = perList((words, language: Language): readonly string[] =>
  words.slice(0, COMMON_WORDS).filter((word) => word === word.toLocaleLowerCase(language)),
);
