import type { Mistake } from "../typing/scoring.ts";

/** A mistake with the passage's word it fell in, so a list can show "quikc" with the k marked. */
export interface MistakeInWord extends Mistake {
  /**
   * The passage's word holding the position; for a mistake at a space or line break, the words
   * on either side with that break between them ("quick brown"), since the break has no word.
   */
  word: string;
  /** Where `word` starts in the passage. */
  start: number;
  /** The mistake's index in `word`: position − start. */
  index: number;
  /** What was typed over the same span; shorter than `word` when typing stopped inside it. */
  typedWord: string;
}

/** Words are split at spaces and line breaks, as the typing area lays them out. */
function isBreak(char: string | undefined): boolean {
  return char === " " || char === "\n" || char === "\r" || char === "\t";
}

/** Each mistake in its word; `mistakes` are the score's, found on the same passage and text. */
export function mistakesInWords(
  passage: string,
  typed: string,
  mistakes: readonly Mistake[],
): MistakeInWord[] {
  return mistakes.map((mistake) => {
    let start = mistake.position;
    // At a break, start with the word before it; elsewhere, with the word the position is in.
    if (isBreak(passage[start])) start--;
    while (start > 0 && !isBreak(passage[start - 1])) start--;
    start = Math.max(0, start);
    let end = mistake.position + 1;
    while (end < passage.length && !isBreak(passage[end])) end++;
    return {
      ...mistake,
      word: passage.slice(start, end),
      start,
      index: mistake.position - start,
      typedWord: typed.slice(start, end),
    };
  });
}
