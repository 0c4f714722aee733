import type { FastifyBaseLogger } from "fastify";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import { FALLBACK_PASSAGES, type Passage } from "../../core/typing/fallback-passages.ts";
import { pickSeveral, pickUnserved, servedForPick } from "../../core/typing/passage-pick.ts";
import type { TestMode } from "../../core/typing/test-modes.ts";
import { coversTest } from "../../core/typing/test-text.ts";
import { LANGUAGE_NAMES } from "../../core/texts/language-names.ts";
import type { PassageLanguage } from "../../core/texts/languages.ts";
import type { Database } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import { listPassages } from "./repository.ts";

type Source = "database" | "builtin";

export interface Drawn {
  passage: Passage;
  reset: boolean;
  source: Source;
}

/** What is known of the passages already served: the server's own memory and the browser's hint. */
export interface ServedSoFar {
  remembered: ReadonlySet<number>;
  hint: readonly number[];
}

/**
 * product 'States and transitions': the passages of the language and difficulty from the store,
 * or the built-in passages when the store is empty or cannot be read, so a test can always
 * start. Those are English: a test in another language is refused instead, and the browser
 * falls back to them unsaved, as it does when the server cannot be reached.
 */
async function passagePool(
  db: Database,
  difficulty: Difficulty,
  log: FastifyBaseLogger,
  language: PassageLanguage,
): Promise<{ pool: Passage[]; source: Source }> {
  let pool: Passage[] = [];
  try {
    pool = await listPassages(db, difficulty, language);
  } catch (error) {
    log.warn({ err: error }, "Error fetching text:");
  }
  if (pool.length > 0) return { pool, source: "database" };
  if (language !== "en") {
    const name = LANGUAGE_NAMES[language].englishName;
    throw new HttpError(503, `Passages in ${name} cannot be served right now. Please try again.`);
  }
  log.warn({ difficulty }, "No stored passages: using built-in passages");
  return { pool: FALLBACK_PASSAGES.filter((p) => p.difficulty === difficulty), source: "builtin" };
}

/** The browser's hint may not narrow the choice so far that it picks the passage (servedForPick). */
function servedOf(pool: readonly Passage[], { remembered, hint }: ServedSoFar): Set<number> {
  return servedForPick(
    pool.map((passage) => passage.id),
    remembered,
    hint,
  );
}

/** product 'States and transitions': a passage of the language and difficulty not yet served. */
export async function drawPassage(
  db: Database,
  difficulty: Difficulty,
  served: ServedSoFar,
  log: FastifyBaseLogger,
  language: PassageLanguage = "en",
): Promise<Drawn> {
  const { pool, source } = await passagePool(db, difficulty, log, language);
  return { ...pickUnserved(pool, servedOf(pool, served)), source };
}

/**
 * A character or word test's passages: distinct ones, not yet served, until together they reach
 * the longest text a character test may show, or a word test's words (docs/product.md, 'Where
 * TypeTempo goes beyond the specification').
 */
export async function drawTestPassages(
  db: Database,
  difficulty: Difficulty,
  served: ServedSoFar,
  mode: TestMode,
  log: FastifyBaseLogger,
  language: PassageLanguage = "en",
): Promise<{ passages: Passage[]; reset: boolean; source: Source }> {
  const { pool, source } = await passagePool(db, difficulty, log, language);
  const enough = (picked: readonly Passage[]) => coversTest(mode, picked);
  return { ...pickSeveral(pool, servedOf(pool, served), enough), source };
}
