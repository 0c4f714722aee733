import { wordChunk, wordPool, wordsPerChunk } from "../../core/texts/word-text.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import type { Passage } from "../../core/typing/fallback-passages.ts";
import type { TestMode } from "../../core/typing/test-modes.ts";
import { coversTest } from "../../core/typing/test-text.ts";
import type { WordsTicket } from "../typing-tests/token.ts";
import { wordList } from "./word-lists.ts";

/**
 * The chunks of a common-words test of this mode (wordsPerChunk), numbered as its token numbers
 * them, as passages: the rest of the test (appending, a character or word test's cut,
 * verification) treats them as it treats prose.
 */
export async function wordChunks(
  words: WordsTicket,
  difficulty: Difficulty,
  numbers: readonly number[],
  mode: TestMode | null,
): Promise<Passage[]> {
  const pool = wordPool(await wordList(words.language), difficulty);
  const count = wordsPerChunk(mode);
  return numbers.map((id) => ({
    id,
    difficulty,
    text: wordChunk(pool, words.seed, id, words, count),
  }));
}

/**
 * A new common-words test's first chunks: one for a timed test, enough for a character test,
 * exactly a word test's words.
 */
export async function firstWordChunks(
  words: WordsTicket,
  difficulty: Difficulty,
  mode: TestMode,
): Promise<Passage[]> {
  const chunks: Passage[] = [];
  while (!coversTest(mode, chunks)) {
    chunks.push(...(await wordChunks(words, difficulty, [chunks.length], mode)));
  }
  return chunks;
}
