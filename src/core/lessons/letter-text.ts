import type { Language } from "../texts/languages.ts";
import { chance, pick } from "../texts/seeded-random.ts";
import { capitalOf, lowerLetters } from "./lesson-keys.ts";
import { perList } from "./per-list.ts";
import { letterModel, pseudoWord, pseudoWordFrom } from "./pseudo-words.ts";
import { FOCUS_SHARE, type TextParts, commonWords, fillText } from "./text-parts.ts";

/** Real words made of the keys in play that a letters lesson needs before it uses them. */
export const MIN_REAL_WORDS = 40;

/** The share of a capitals lesson's other words, not drawn for its focus, that are capitalised. */
export const CAPITALISED_SHARE = 0.5;

/**
 * Whether every character of `word` is one of `allowed`'s code points: read as numbers, as each
 * lesson asks it of every word of the list, and a character read as a string is a new string
 * outside Latin-1 (spreading the words into characters took most of a Russian lesson's time).
 */
function madeOf(word: string, allowed: ReadonlySet<number>): boolean {
  for (let i = 0; i < word.length; i++) {
    const point = word.codePointAt(i)!;
    if (!allowed.has(point)) return false;
    if (point > 0xffff) i++;
  }
  return true;
}

/**
 * The words of the list made of the keys in play alone (`keys`, joined): the same from one
 * lesson to the next until a key is unlocked, and a pass over the whole list to make.
 */
const realWords = perList((words, keys: string): readonly string[] => {
  const points = new Set([...keys].map((key) => key.codePointAt(0)!));
  return words.filter((word) => madeOf(word, points));
});

/**
 * Each letter's common words that start with it, in the list's order: a capitals lesson draws
 * from them for every capital it writes.
 */
const commonStarts = perList((words, language: Language) => {
  const common = commonWords(words, language);
  return new Map(
    lowerLetters(language).map((letter) => [
      letter,
      common.filter((word) => word.startsWith(letter)),
    ]),
  );
});

/**
 * A letters lesson: real words of the list made of the keys in play alone, once there are
 * MIN_REAL_WORDS of them, else pronounceable pseudo-words from the language's letter patterns
 * (pseudo-words.ts). FOCUS_SHARE of the words are drawn to hold the focus key; a pseudo-word
 * stands in when no real word holds it.
 */
export function letterText({ keys, focus, words, random, length }: TextParts): string {
  const allowed = new Set(keys);
  const model = letterModel(words);
  const real = realWords(words, keys.join(""));
  const enough = real.length >= MIN_REAL_WORDS;
  const plain = () => (enough ? pick(random, real) : pseudoWord(model, allowed, random));
  if (focus === null) return fillText(length, plain);
  const focused = real.filter((word) => word.includes(focus));
  const withFocus = () =>
    enough && focused.length > 0
      ? pick(random, focused)
      : pseudoWord(model, allowed, random, focus);
  return fillText(length, () => (chance(random, FOCUS_SHARE) ? withFocus() : plain()));
}

/**
 * A capitals lesson: common words, FOCUS_SHARE of them starting with the focus capital and
 * CAPITALISED_SHARE of the rest with any capital in play. A capital no common word starts with
 * starts a pseudo-word instead.
 */
export function capitalText({ language, keys, focus, words, random, length }: TextParts): string {
  const common = commonWords(words, language);
  const starts = commonStarts(words, language);
  const model = letterModel(words);
  const letters = new Set(lowerLetters(language));
  const letterOf = new Map([...letters].map((letter) => [capitalOf(letter, language), letter]));
  const capitalised = (capital: string) => {
    const letter = letterOf.get(capital)!;
    const starting = starts.get(letter)!;
    const word = starting.length
      ? pick(random, starting)
      : pseudoWordFrom(model, letters, random, letter);
    return capital + word.slice(letter.length);
  };
  return fillText(length, () => {
    if (focus !== null && chance(random, FOCUS_SHARE)) return capitalised(focus);
    return chance(random, CAPITALISED_SHARE)
      ? capitalised(pick(random, keys))
      : pick(random, common);
  });
}
