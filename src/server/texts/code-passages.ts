import { randomInt } from "node:crypto";
import { snippetPool } from "../../core/texts/code.ts";
import type { CodeLanguage } from "../../core/texts/code-languages.ts";
import { nextQuote } from "../../core/texts/quotes.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import type { Passage } from "../../core/typing/fallback-passages.ts";
import { coversLength } from "../../core/typing/length-passage.ts";
import type { TestMode } from "../../core/typing/test-modes.ts";
import { characterTarget } from "../../core/typing/mode-limits.ts";
import { snippetSet } from "./code.ts";

/** A snippet as a passage: its id is its position in its file, and it carries its title. */
type CodePassage = Passage & { title: string };

/** Unguessable, so no one can prepare for the snippets to come. */
const random = () => randomInt(0x100000000) / 0x100000000;

/**
 * The snippets at these positions, in order, as passages; null for a position that names no
 * snippet, so a token naming one verifies no text.
 */
export async function snippetsByPosition(
  language: CodeLanguage,
  positions: readonly number[],
  difficulty: Difficulty,
): Promise<(CodePassage | null)[]> {
  const snippets = await snippetSet(language);
  return positions.map((id) => {
    const snippet = snippets[id];
    return snippet ? { id, text: snippet.code, difficulty, title: snippet.title } : null;
  });
}

/** A snippet of the difficulty's length that the test has not served yet (as quotes are drawn). */
export async function drawSnippet(
  language: CodeLanguage,
  difficulty: Difficulty,
  served: readonly number[],
): Promise<CodePassage> {
  const snippets = await snippetSet(language);
  const pool = snippetPool(snippets, difficulty).map((id) => ({ id }));
  const { id } = nextQuote(pool, served, random);
  return { id, text: snippets[id]!.code, difficulty, title: snippets[id]!.title };
}

/** A new code test's first snippets: one for a timed test, enough for a character test. */
export async function firstSnippets(
  language: CodeLanguage,
  difficulty: Difficulty,
  mode: TestMode,
): Promise<CodePassage[]> {
  const snippets = [await drawSnippet(language, difficulty, [])];
  const characters = characterTarget(mode);
  if (characters === null) return snippets;
  while (!coversLength(snippets, characters)) {
    const served = snippets.map((snippet) => snippet.id);
    snippets.push(await drawSnippet(language, difficulty, served));
  }
  return snippets;
}
