import { type Random, pick } from "../texts/seeded-random.ts";
import { weighted } from "./text-parts.ts";

/** Words the letter model learns from: the commonest, whose spelling is the language's own. */
export const MODEL_WORDS = 5000;
/** A pseudo-word's length in letters, at least and at most. */
export const PSEUDO_WORD_LENGTH = { min: 2, max: 8 } as const;
/** Pseudo-words drawn in search of one holding the focus key before one is made to start with it. */
export const FOCUS_TRIES = 10;

const START = "^";
const END = "$";

/**
 * How often each letter follows each one or two letters in the language's words, "^" standing
 * before a word's first letter and "$" for its end: the letters after "th", after "h", after
 * "^^" (a word's first letter).
 */
export type LetterModel = ReadonlyMap<string, ReadonlyMap<string, number>>;

const models = new WeakMap<readonly string[], LetterModel>();

/**
 * The letter model of a word list (most frequent first), each of its first MODEL_WORDS words
 * counted once, lower-cased: a dictionary's letter patterns, not one common word's.
 */
export function letterModel(words: readonly string[]): LetterModel {
  const known = models.get(words);
  if (known) return known;
  const model = new Map<string, Map<string, number>>();
  const count = (context: string, next: string) => {
    const followers = model.get(context) ?? new Map<string, number>();
    model.set(context, followers.set(next, (followers.get(next) ?? 0) + 1));
  };
  for (const word of words.slice(0, MODEL_WORDS)) {
    const letters = [START, START, ...word.toLowerCase(), END];
    for (let i = 2; i < letters.length; i++) {
      count(letters[i - 2]! + letters[i - 1]!, letters[i]!);
      count(letters[i - 1]!, letters[i]!);
    }
  }
  models.set(words, model);
  return model;
}

/**
 * One pseudo-word from `start` on: each next letter drawn from those that follow the last two
 * in the language's words, but only among `allowed`; if none of them does, from those that
 * follow the last one; if none does either, any allowed letter. The word may end once it has
 * PSEUDO_WORD_LENGTH.min letters, and must at the max.
 */
function chain(
  model: LetterModel,
  allowed: ReadonlySet<string>,
  random: Random,
  start: readonly string[],
): string {
  const letters = [...start];
  const usable = (context: string) =>
    [...(model.get(context) ?? new Map<string, number>())].filter(
      ([next]) => allowed.has(next) || (next === END && letters.length >= PSEUDO_WORD_LENGTH.min),
    );
  while (letters.length < PSEUDO_WORD_LENGTH.max) {
    const [before, last] = [START, START, ...letters].slice(-2) as [string, string];
    const followers = usable(before + last);
    const byCount = ([, count]: [string, number]) => count;
    const next = followers.length
      ? weighted(followers, byCount, random)[0]
      : usable(last).length
        ? weighted(usable(last), byCount, random)[0]
        : letters.length >= PSEUDO_WORD_LENGTH.min
          ? END
          : pick(random, [...allowed]);
    if (next === END) break;
    letters.push(next);
  }
  return letters.join("");
}

/** A pseudo-word of `allowed` letters that starts with the letter `first`. */
export function pseudoWordFrom(
  model: LetterModel,
  allowed: ReadonlySet<string>,
  random: Random,
  first: string,
): string {
  return chain(model, allowed, random, [first]);
}

/**
 * A pronounceable word made of `allowed` letters alone (at least one), as the language might
 * spell one. With a `focus` letter, one that holds it: drawn again up to FOCUS_TRIES times,
 * then made to start with it.
 */
export function pseudoWord(
  model: LetterModel,
  allowed: ReadonlySet<string>,
  random: Random,
  focus: string | null = null,
): string {
  for (let tries = 0; tries < FOCUS_TRIES; tries++) {
    const word = chain(model, allowed, random, []);
    if (focus === null || word.includes(focus)) return word;
  }
  return pseudoWordFrom(model, allowed, random, focus!);
}
