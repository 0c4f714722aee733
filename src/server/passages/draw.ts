import type { FastifyBaseLogger } from "fastify";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import { FALLBACK_PASSAGES, type Passage } from "../../core/typing/fallback-passages.ts";
import { pickUnserved } from "../../core/typing/passage-pick.ts";
import type { Database } from "../db/client.ts";
import { listPassages } from "./repository.ts";

export interface Drawn {
  passage: Passage;
  reset: boolean;
  source: "database" | "builtin";
}

/**
 * product §4: a passage of the difficulty not yet served, from the store, or from the built-in
 * passages when the store is empty or cannot be read, so a test can always start.
 */
export async function drawPassage(
  db: Database,
  difficulty: Difficulty,
  served: ReadonlySet<number>,
  log: FastifyBaseLogger,
): Promise<Drawn> {
  let pool: Passage[] = [];
  try {
    pool = await listPassages(db, difficulty);
  } catch (error) {
    log.warn({ err: error }, "Error fetching text:");
  }
  if (pool.length === 0) {
    log.warn({ difficulty }, "No stored passages: using built-in passages");
    const builtin = FALLBACK_PASSAGES.filter((p) => p.difficulty === difficulty);
    return { ...pickUnserved(builtin, served), source: "builtin" };
  }
  return { ...pickUnserved(pool, served), source: "database" };
}
