import { wordChunk, wordPool } from "../../core/texts/word-text.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import type { Passage } from "../../core/typing/fallback-passages.ts";
import { coversLength } from "../../core/typing/length-passage.ts";
import type { TestMode } from "../../core/typing/test-modes.ts";
import { characterTarget } from "../../core/typing/mode-limits.ts";
import type { WordsTicket } from "../typing-tests/token.ts";
import { wordList } from "./word-lists.ts";

/**
 * The chunks of a common-words test, numbered as its token numbers them, as passages: the rest
 * of the test (appending, a character test's cut, verification) treats them as it treats prose.
 */
export async function wordChunks(
  words: WordsTicket,
  difficulty: Difficulty,
  numbers: readonly number[],
): Promise<Passage[]> {
  const pool = wordPool(await wordList(words.language), difficulty);
  return numbers.map((id) => ({ id, difficulty, text: wordChunk(pool, words.seed, id, words) }));
}

/** A new common-words test's first chunks: one for a timed test, enough for a character test. */
export async function firstWordChunks(
  words: WordsTicket,
  difficulty: Difficulty,
  mode: TestMode,
): Promise<Passage[]> {
  const [first] = await wordChunks(words, difficulty, [0]);
  const chunks = [first!];
  const characters = characterTarget(mode);
  if (characters === null) return chunks;
  while (!coversLength(chunks, characters)) {
    chunks.push(...(await wordChunks(words, difficulty, [chunks.length])));
  }
  return chunks;
}
