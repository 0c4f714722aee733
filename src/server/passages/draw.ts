import type { FastifyBaseLogger } from "fastify";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import { FALLBACK_PASSAGES, type Passage } from "../../core/typing/fallback-passages.ts";
import { coversLength } from "../../core/typing/length-passage.ts";
import { pickSeveral, pickUnserved } from "../../core/typing/passage-pick.ts";
import type { Database } from "../db/client.ts";
import { listPassages } from "./repository.ts";

type Source = "database" | "builtin";

export interface Drawn {
  passage: Passage;
  reset: boolean;
  source: Source;
}

/**
 * product §4: the passages of the difficulty from the store, or the built-in passages when the
 * store is empty or cannot be read, so a test can always start.
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

/** product §4: a passage of the difficulty not yet served. */
export async function drawPassage(
  db: Database,
  difficulty: Difficulty,
  served: ReadonlySet<number>,
  log: FastifyBaseLogger,
): Promise<Drawn> {
  const { pool, source } = await passagePool(db, difficulty, log);
  return { ...pickUnserved(pool, served), source };
}

/**
 * A character test's passages: distinct ones, not yet served, until together they reach the
 * longest text the test may show (docs/product.md §10).
 */
export async function drawLengthPassages(
  db: Database,
  difficulty: Difficulty,
  served: ReadonlySet<number>,
  characters: number,
  log: FastifyBaseLogger,
): Promise<{ passages: Passage[]; reset: boolean; source: Source }> {
  const { pool, source } = await passagePool(db, difficulty, log);
  return { ...pickSeveral(pool, served, (picked) => coversLength(picked, characters)), source };
}
