import { type Random, chance, pick, randomInt } from "../texts/seeded-random.ts";
import { FOCUS_SHARE, type TextParts, commonWords, weighted } from "./text-parts.ts";

/** A sentence's length in words, at least and at most. */
export const SENTENCE_WORDS = { min: 4, max: 9 } as const;
/** The share of a sentence's words, but its last, that a mark goes with. */
export const MARK_SHARE = 0.3;

/** How sentences end, and how often each end is met: mostly a full stop. */
const ENDS: [mark: string, weight: number][] = [
  [".", 8],
  ["?", 1.2],
  ["!", 0.8],
];

/**
 * Marks within a sentence, how often each is met, and how each goes with a word: after it (a
 * comma), around it (quotation marks, brackets), or joining it to the next (a hyphen, in place
 * of the space). A pair of brackets is one mark, placed only when both its keys are in play.
 */
const INNER: { keys: string; weight: number; mark(word: string): string }[] = [
  { keys: ",", weight: 10, mark: (word) => `${word},` },
  { keys: "'", weight: 2, mark: (word) => `'${word}'` },
  { keys: '"', weight: 2, mark: (word) => `"${word}"` },
  { keys: "-", weight: 2, mark: (word) => `${word}-` },
  { keys: ":", weight: 1, mark: (word) => `${word}:` },
  { keys: ";", weight: 1, mark: (word) => `${word};` },
  { keys: "()", weight: 1, mark: (word) => `(${word})` },
];

interface Marks {
  ends: typeof ENDS;
  inner: typeof INNER;
  /** The focus mark, as an end or as an inner mark, when it is one of those in play. */
  focusEnd: (typeof ENDS)[number] | undefined;
  focusInner: (typeof INNER)[number] | undefined;
}

/**
 * A sentence of these words with the marks in play placed in it and one ending it. The word a
 * hyphen joins on takes no mark of its own, but the end.
 */
function punctuate(words: readonly string[], marks: Marks, random: Random): string {
  const { ends, inner, focusEnd, focusInner } = marks;
  const innerMark = () =>
    focusInner && chance(random, FOCUS_SHARE)
      ? focusInner
      : weighted(inner, (item) => item.weight, random);
  const end = () => {
    if (ends.length === 0) return "";
    return (
      focusEnd && chance(random, FOCUS_SHARE) ? focusEnd : weighted(ends, ([, w]) => w, random)
    )[0];
  };
  let sentence = "";
  let joined = false;
  words.forEach((word, i) => {
    const last = i === words.length - 1;
    const mark =
      last || joined || !inner.length || !chance(random, MARK_SHARE) ? null : innerMark();
    joined = mark?.keys === "-";
    sentence += (mark ? mark.mark(word) : word) + (last ? end() : joined ? "" : " ");
  });
  return sentence;
}

/**
 * A punctuation lesson: short sentences of common words with the marks in play placed as prose
 * places them, until the text reaches its length; the last sentence ends there, short or not.
 * The focus mark takes FOCUS_SHARE of the places its kind of mark can go. The sentences stay in
 * lower case: capitals are a lesson of their own.
 */
export function punctuationText({
  language,
  keys,
  focus,
  words,
  random,
  length,
}: TextParts): string {
  const common = commonWords(words, language);
  const inPlay = (marks: string) => [...marks].every((key) => keys.includes(key));
  const ends = ENDS.filter(([mark]) => inPlay(mark));
  const inner = INNER.filter((mark) => inPlay(mark.keys));
  const marks: Marks = {
    ends,
    inner,
    focusEnd: ends.find(([mark]) => mark === focus),
    focusInner: inner.find((mark) => focus !== null && mark.keys.includes(focus)),
  };
  const sentences: string[] = [];
  let size = -1;
  while (size < length) {
    const count = randomInt(random, SENTENCE_WORDS.min, SENTENCE_WORDS.max);
    const sentenceWords: string[] = [];
    for (let plain = size; sentenceWords.length < count && plain < length;) {
      const word = pick(random, common);
      sentenceWords.push(word);
      plain += word.length + 1;
    }
    const sentence = punctuate(sentenceWords, marks, random);
    sentences.push(sentence);
    size += sentence.length + 1;
  }
  return sentences.join(" ");
}
