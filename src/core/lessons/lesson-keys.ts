import {
  type Finger,
  type KeyRow,
  fingerOf,
  keyboardLayout,
  type LayoutId,
  rowOf,
} from "../insight/keyboard-layouts.ts";
import { LANGUAGE_LETTERS } from "../texts/language-letters.ts";
import type { Language } from "../texts/languages.ts";
import { perList } from "./per-list.ts";

/**
 * What a lesson teaches (issue 35): the language's letters, their capitals, the digits,
 * punctuation, and the symbols of code. Each kind unlocks its keys one by one, in its own order.
 */
export const LESSON_KINDS = ["letters", "capitals", "numbers", "punctuation", "code"] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/**
 * The keys each kind starts with. Six letters (and their capitals) are enough to build words;
 * the digits start with the four under the index fingers; punctuation with the four marks met
 * most; code with its three pairs of brackets, so fragments such as f(x) and a[i] close.
 */
export const START_KEYS: Record<LessonKind, number> = {
  letters: 6,
  capitals: 6,
  numbers: 4,
  punctuation: 4,
  code: 6,
};

/** How far down the word list letter frequencies are counted: the rest adds rare words only. */
export const FREQUENCY_WORDS = 5000;

/**
 * How much easier a key is to learn by its row: the home row, where the fingers rest, then the
 * top row, a reach up, then the bottom row, a reach down and in. The number row is further still.
 */
export const ROW_EASE: Record<Exclude<KeyRow, "space">, number> = {
  home: 1,
  top: 0.8,
  bottom: 0.65,
  number: 0.5,
};

/** Index and middle fingers are the strongest and surest; ring and pinky a little less so. */
export const FINGER_EASE: Record<Exclude<Finger, "thumb">, number> = {
  "left-index": 1,
  "right-index": 1,
  "left-middle": 1,
  "right-middle": 1,
  "left-ring": 0.9,
  "right-ring": 0.9,
  "left-pinky": 0.85,
  "right-pinky": 0.85,
};

/**
 * The ease of a letter the layout has no key for (é on QWERTY, any Cyrillic letter on a Latin
 * layout): about an ordinary key's, so its frequency alone places it.
 */
export const NEUTRAL_EASE = 0.8;

/**
 * The vowels of each language, so that a lesson's first letters can make words. Hebrew writes
 * no vowels as letters of their own: its matres lectionis א ה ו י carry them in unpointed text.
 */
export const VOWELS: Record<Language, string> = {
  en: "aeiou",
  fr: "aeiouyàâæéèêëîïôœùûüÿ",
  de: "aeiouäöü",
  es: "aeiouáéíóúü",
  pt: "aeiouáâãàéêíóôõú",
  it: "aeiouàèéìíîòóùú",
  nl: "aeiouéëïóöü",
  pl: "aeiouyąęó",
  tr: "aeıioöuüâîû",
  ru: "аеёиоуыэюя",
  el: "αεηιουωάέήίόύώϊϋΐΰ",
  he: "אהוי",
};

/** The vowels a lesson's first letters hold at least, so that they make words. */
export const START_VOWELS = 2;

/**
 * The digits, from the index fingers outward: 4 and 7 are straight above the index fingers'
 * home keys, 5 and 6 a stretch inward, then 3 and 8 for the middle fingers, 2 and 9 for the ring
 * fingers and 1 and 0 for the pinkies. Every layout here has them on the number row alike.
 */
export const DIGIT_ORDER = [..."4756382910"];

/**
 * Punctuation as often as it is met in prose: the full stop and the comma far ahead, the
 * apostrophe and quotation marks of contractions and speech, the question and exclamation
 * marks, the hyphen of compounds, the colon and the semicolon, and the brackets, which come as
 * a pair and last.
 */
export const PUNCTUATION_ORDER = [...".,'\"?!-:;()"];

/**
 * The symbols of code: brackets first, as every language opens them, then assignment, statement
 * ends and member access, quotes, comparison and arithmetic, and the rarer operators last.
 */
export const CODE_ORDER = [..."(){}[]=;.,\"'<>+-*/_&|!:#$%^~`"];

/** The language's letters without case: lower-case letters, and those with no case at all. */
export function lowerLetters(language: Language): string[] {
  return [...LANGUAGE_LETTERS[language]].filter(
    (letter) => letter === letter.toLocaleLowerCase(language),
  );
}

/**
 * Each letter's share of running text: every word of the first FREQUENCY_WORDS counted at
 * 1 / its rank, as Zipf's law has words occur, so "the" weighs what it does in prose. Kept per
 * word list and language, as every query of a typist's lessons asks for the order again.
 */
const letterFrequencies = perList((words, language: Language) => {
  const frequency = new Map<string, number>();
  words.slice(0, FREQUENCY_WORDS).forEach((word, rank) => {
    // German nouns come capitalised; their letters are the same keys. Characters that are not
    // letters (an apostrophe) are counted too, and never asked for.
    for (const char of word.toLocaleLowerCase(language)) {
      frequency.set(char, (frequency.get(char) ?? 0) + 1 / (rank + 1));
    }
  });
  return frequency;
});

/** How easy a letter's key is on the layout, from its row and finger. */
function ease(layout: LayoutId, letter: string): number {
  const board = keyboardLayout(layout);
  // A letter is never on the space bar, and a key has both a row and a finger, or is not there.
  const row = rowOf(board, letter) as keyof typeof ROW_EASE | null;
  if (row === null) return NEUTRAL_EASE;
  return ROW_EASE[row] * FINGER_EASE[fingerOf(board, letter) as keyof typeof FINGER_EASE];
}

/**
 * Each order made, per word list, language and layout: the lessons page asks for its order
 * again for every key in play, its focus, its row and its predictions, many times a lesson.
 */
const orders = new WeakMap<readonly string[], Map<string, readonly string[]>>();

/**
 * The language's letters in the order lessons unlock them: by frequency in the word list
 * (`words`, most frequent first) times the ease of their key on the layout, so that the first
 * lessons are both common and comfortable. If the first START_KEYS letters hold fewer than
 * START_VOWELS vowels, the best vowels after them take the places of the last consonants among
 * them, which follow straight after. Ties go by the language's alphabet, so the order is the
 * same everywhere.
 */
export function letterOrder(
  language: Language,
  layout: LayoutId,
  words: readonly string[],
): string[] {
  const byPlan = orders.get(words) ?? new Map<string, readonly string[]>();
  orders.set(words, byPlan);
  const known = byPlan.get(`${language} ${layout}`);
  // A copy, as callers may change theirs.
  if (known) return [...known];
  const order = newLetterOrder(language, layout, words);
  byPlan.set(`${language} ${layout}`, order);
  return [...order];
}

function newLetterOrder(language: Language, layout: LayoutId, words: readonly string[]): string[] {
  const letters = lowerLetters(language);
  const frequency = letterFrequencies(words, language);
  const score = new Map(letters.map((l) => [l, (frequency.get(l) ?? 0) * ease(layout, l)]));
  const alphabetical = new Map(letters.map((letter, index) => [letter, index]));
  const byScore = (a: string, b: string) =>
    score.get(b)! - score.get(a)! || alphabetical.get(a)! - alphabetical.get(b)!;
  const order = [...letters].sort(byScore);
  const isVowel = (letter: string) => VOWELS[language].includes(letter);
  const start = order.slice(0, START_KEYS.letters);
  const rest = order.slice(START_KEYS.letters);
  while (start.filter(isVowel).length < START_VOWELS && rest.some(isVowel)) {
    const lastConsonant = start.findLastIndex((letter) => !isVowel(letter));
    const vowel = rest.splice(rest.findIndex(isVowel), 1)[0]!;
    rest.unshift(...start.splice(lastConsonant, 1, vowel));
  }
  return [...start.sort(byScore), ...rest];
}

/**
 * A letter's capital, as a word starting with it is written: none for ß, nor for Hebrew's
 * letters. Turkish capitalises i as İ by its own rule; Greek's rule would drop the accent a
 * capital keeps at a word's start (Ά), so every other language takes the general one.
 */
export function capitalOf(letter: string, language: Language): string | null {
  const capital = language === "tr" ? letter.toLocaleUpperCase("tr") : letter.toUpperCase();
  return capital !== letter && LANGUAGE_LETTERS[language].includes(capital) ? capital : null;
}

/**
 * A kind's keys in the order lessons unlock them, the first START_KEYS of them to start with.
 * Capitals follow their letters' order; Greek's final ς adds none of its own beside σ's Σ.
 */
export function lessonKeys(
  kind: LessonKind,
  language: Language,
  layout: LayoutId,
  words: readonly string[],
): string[] {
  switch (kind) {
    case "letters":
      return letterOrder(language, layout, words);
    case "capitals": {
      const capitals = letterOrder(language, layout, words).map((l) => capitalOf(l, language));
      return [...new Set(capitals.filter((capital) => capital !== null))];
    }
    case "numbers":
      return DIGIT_ORDER;
    case "punctuation":
      return PUNCTUATION_ORDER;
    case "code":
      return CODE_ORDER;
  }
}
