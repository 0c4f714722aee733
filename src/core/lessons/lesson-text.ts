import type { Random } from "../texts/seeded-random.ts";
import type { Language } from "../texts/languages.ts";
import { codeText } from "./code-text.ts";
import type { LessonKind } from "./lesson-keys.ts";
import { capitalText, letterText } from "./letter-text.ts";
import { numberText } from "./number-text.ts";
import { punctuationText } from "./punctuation-text.ts";
import { type TextParts, commonWords } from "./text-parts.ts";

/** About how long a lesson is: a minute's typing or less while keys are new. */
export const DEFAULT_LESSON_LENGTH = 150;

/** What the lessons page asks a lesson's text of. */
export interface LessonTextOptions {
  kind: LessonKind;
  language: Language;
  /** The keys in play (keys-in-play.ts): the lesson uses no other key of its kind. */
  keys: readonly string[];
  /** The key to lean on (key-row.ts's focusKey), or null. */
  focus: string | null;
  /** The language's word list, most frequent first; English words for code. */
  words: readonly string[];
  /** From seededRandom, so that a seed gives the same lesson again. */
  random: Random;
  length?: number;
}

const TEXTS: Record<LessonKind, (parts: TextParts) => string> = {
  letters: letterText,
  capitals: capitalText,
  numbers: numberText,
  punctuation: punctuationText,
  code: codeText,
};

/**
 * The text of one lesson: at least `length` characters and about that many, pieces one space
 * apart with none before or after. Besides the space, a letters lesson uses only its keys in
 * play; the other kinds use their keys in play and the language's lower-case letters (code:
 * a–z), which their words are made of. Empty when there is nothing to build it from: no key
 * in play, or no common word for a kind that needs them.
 */
export function lessonText({
  length = DEFAULT_LESSON_LENGTH,
  ...options
}: LessonTextOptions): string {
  const needsWords = options.kind !== "letters" && options.kind !== "code";
  if (options.keys.length === 0) return "";
  if (needsWords && commonWords(options.words, options.language).length === 0) return "";
  return TEXTS[options.kind]({ ...options, length });
}
