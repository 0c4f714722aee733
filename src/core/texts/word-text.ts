import type { Difficulty } from "../typing/difficulty.ts";
import type { TestMode } from "../typing/test-modes.ts";
import type { Language } from "./languages.ts";
import { pick, randomInt, seededRandom, type Random } from "./seeded-random.ts";

/** How far down a language's frequency list each difficulty draws (issue "More ways to type"). */
export const WORD_POOL_SIZES: Record<Difficulty, number> = {
  easy: 200,
  medium: 1000,
  hard: 10_000,
};

/** Words served at a time: a timed test asks for another chunk as the typist nears its end. */
export const WORDS_PER_CHUNK = 50;

/**
 * The words in each chunk of a test of this mode: a word test shorter than a chunk is served
 * exactly its words, so with punctuation it ends a sentence where it ends.
 */
export function wordsPerChunk(mode: TestMode | null): number {
  return mode?.kind === "words" ? Math.min(mode.count, WORDS_PER_CHUNK) : WORDS_PER_CHUNK;
}

export interface WordTextOptions {
  language: Language;
  /** Sentences: capitals, commas, quotes, brackets and sentence ends. */
  punctuation: boolean;
  /** Years, counts and, with punctuation, decimals in place of some words. */
  numbers: boolean;
}

/** The words a difficulty draws from: the top of the list, or all of a shorter one. */
export function wordPool(list: readonly string[], difficulty: Difficulty): readonly string[] {
  return list.slice(0, WORD_POOL_SIZES[difficulty]);
}

/** Languages that write a decimal point; the others write a decimal comma. */
const DECIMAL_POINT: ReadonlySet<Language> = new Set(["en", "he"]);

function numberWord(random: Random, { language, punctuation }: WordTextOptions): string {
  const roll = random();
  if (roll < 0.35) return String(randomInt(random, 1850, 2030));
  if (roll < 0.8 || !punctuation) {
    // Counts in real text are mostly small.
    return String(random() < 0.7 ? randomInt(random, 1, 20) : randomInt(random, 21, 999));
  }
  const separator = DECIMAL_POINT.has(language) ? "." : ",";
  return `${randomInt(random, 0, 99)}${separator}${randomInt(random, 1, 99)}`;
}

function capitalised(word: string, language: Language): string {
  const first = String.fromCodePoint(word.codePointAt(0)!);
  return first.toLocaleUpperCase(language) + word.slice(first.length);
}

/**
 * How a sentence ends in each language: Spanish opens its questions and exclamations as well,
 * and Greek asks with ";", its question mark once normalised (NFC).
 */
function sentenceEnd(random: Random, language: Language): { open: string; close: string } {
  const roll = random();
  const kind = roll < 0.8 ? "." : roll < 0.92 ? "?" : "!";
  if (kind === ".") return { open: "", close: "." };
  if (language === "es")
    return kind === "?" ? { open: "¿", close: "?" } : { open: "¡", close: "!" };
  if (language === "el" && kind === "?") return { open: "", close: ";" };
  return { open: "", close: kind };
}

function innerMark(random: Random, language: Language): (word: string) => string {
  const roll = random();
  if (roll < 0.09) return (word) => `${word},`;
  if (roll < 0.1 && language !== "el") return (word) => `${word};`;
  if (roll < 0.11) return (word) => `${word}:`;
  if (roll < 0.125) return (word) => `"${word}"`;
  if (roll < 0.14) return (word) => `(${word})`;
  return (word) => word;
}

/**
 * One chunk of a common-words test: `count` words drawn from `pool` by the chunk's own seed, no
 * word twice in a row, with sentences and numbers as the options ask. Each chunk starts a
 * sentence and ends one, so chunks join with a space into one text.
 */
export function wordChunk(
  pool: readonly string[],
  seed: number,
  chunk: number,
  options: WordTextOptions,
  count = WORDS_PER_CHUNK,
): string {
  const random = seededRandom(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + chunk);
  const words: string[] = [];
  let previous: string | undefined;
  for (let i = 0; i < count; i++) {
    let word = pick(random, pool);
    if (word === previous && pool.length > 1)
      word = pick(
        random,
        pool.filter((w) => w !== word),
      );
    previous = word;
    words.push(options.numbers && random() < 0.1 ? numberWord(random, options) : word);
  }
  if (!options.punctuation) return words.join(" ");

  const out: string[] = [];
  let start = 0;
  while (start < words.length) {
    const length = Math.min(randomInt(random, 4, 12), words.length - start);
    const { open, close } = sentenceEnd(random, options.language);
    for (let i = 0; i < length; i++) {
      let word = words[start + i]!;
      if (i === 0) word = open + capitalised(word, options.language);
      if (i === length - 1) word += close;
      else if (i > 0) word = innerMark(random, options.language)(word);
      out.push(word);
    }
    start += length;
  }
  return out.join(" ");
}

/** A common-words test's text: its chunks in order, joined as a timed test joins passages. */
export function wordText(
  pool: readonly string[],
  seed: number,
  chunks: number,
  options: WordTextOptions,
): string {
  return Array.from({ length: chunks }, (_, chunk) => wordChunk(pool, seed, chunk, options)).join(
    " ",
  );
}
