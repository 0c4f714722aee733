import type { FastifyBaseLogger } from "fastify";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import { FALLBACK_PASSAGES, type Passage } from "../../core/typing/fallback-passages.ts";
import { coversLength } from "../../core/typing/length-passage.ts";
import { pickSeveral, pickUnserved, servedForPick } from "../../core/typing/passage-pick.ts";
import type { Database } from "../db/client.ts";
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
 * product 'States and transitions': the passages of the difficulty from the store, or the built-in
 * passages when the store is empty or cannot be read, so a test can always start.
 */
async function passagePool(
  db: Database,
  difficulty: Difficulty,
  log: FastifyBaseLogger,
): Promise<{ pool: Passage[]; source: Source }> {
  let pool: Passage[] = [];
  try {
    pool = await listPassages(db, difficulty);
  } catch (error) {
    log.warn({ err: error }, "Error fetching text:");
  }
  if (pool.length > 0) return { pool, source: "database" };
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

/** product 'States and transitions': a passage of the difficulty not yet served. */
export async function drawPassage(
  db: Database,
  difficulty: Difficulty,
  served: ServedSoFar,
  log: FastifyBaseLogger,
): Promise<Drawn> {
  const { pool, source } = await passagePool(db, difficulty, log);
  return { ...pickUnserved(pool, servedOf(pool, served)), source };
}

/**
 * A character test's passages: distinct ones, not yet served, until together they reach the longest
 * text the test may show (docs/product.md, 'Where TypeTempo goes beyond the specification').
 */
export async function drawLengthPassages(
  db: Database,
  difficulty: Difficulty,
  served: ServedSoFar,
  characters: number,
  log: FastifyBaseLogger,
): Promise<{ passages: Passage[]; reset: boolean; source: Source }> {
  const { pool, source } = await passagePool(db, difficulty, log);
  const enough = (picked: readonly Passage[]) => coversLength(picked, characters);
  return { ...pickSeveral(pool, servedOf(pool, served), enough), source };
}
