/**
 * The text of a speed challenge (docs/trusted-results.md): ordinary words, so a person reads
 * them at a glance, drawn afresh for every challenge, so no answer can be kept from a past one.
 */

/** About a sentence and a half: long enough to measure a speed, short enough to read in an image. */
export const CHALLENGE_WORD_COUNT = 20;
/** Short words are too easy to guess from a blurred shape, long ones crowd the image. */
const MIN_WORD_LENGTH = 3;
const MAX_WORD_LENGTH = 8;

/**
 * The distinct lower-case words of the texts that a challenge may use, in first-seen order:
 * letters only, so a contraction's halves ("didn") never stand as words.
 */
export function challengeWordPool(texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of text.toLowerCase().split(/[^a-z'’-]+/)) {
      const plain = /^[a-z]+$/.test(word);
      if (plain && word.length >= MIN_WORD_LENGTH && word.length <= MAX_WORD_LENGTH)
        words.add(word);
    }
  }
  return [...words];
}

/**
 * `count` words of the pool, picked by `random` (values in [0, 1)), never the same word twice,
 * joined by single spaces.
 */
export function challengeText(
  pool: readonly string[],
  random: () => number,
  count = CHALLENGE_WORD_COUNT,
): string {
  if (pool.length < count)
    throw new Error(`A challenge needs ${count} words, the pool has ${pool.length}`);
  const left = [...pool];
  const picked: string[] = [];
  while (picked.length < count) {
    const index = Math.min(left.length - 1, Math.floor(random() * left.length));
    picked.push(left.splice(index, 1)[0]!);
  }
  return picked.join(" ");
}
