import type { FastifyBaseLogger } from "fastify";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import { FALLBACK_PASSAGES, type Passage } from "../../core/typing/fallback-passages.ts";
import { pickUnserved, servedForPick } from "../../core/typing/passage-pick.ts";
import type { Database } from "../db/client.ts";
import { listPassages } from "./repository.ts";

export interface Drawn {
  passage: Passage;
  reset: boolean;
  source: "database" | "builtin";
}

/** What is known of the passages already served: the server's own memory and the browser's hint. */
export interface ServedSoFar {
  remembered: ReadonlySet<number>;
  hint: readonly number[];
}

/**
 * product §4: a passage of the difficulty not yet served, from the store, or from the built-in
 * passages when the store is empty or cannot be read, so a test can always start. The browser's
 * hint may not narrow the choice so far that it picks the passage (servedForPick).
 */
export async function drawPassage(
  db: Database,
  difficulty: Difficulty,
  { remembered, hint }: ServedSoFar,
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
    return { ...pick(builtin, remembered, hint), source: "builtin" };
  }
  return { ...pick(pool, remembered, hint), source: "database" };
}

function pick(pool: Passage[], remembered: ReadonlySet<number>, hint: readonly number[]) {
  const served = servedForPick(
    pool.map((passage) => passage.id),
    remembered,
    hint,
  );
  return pickUnserved(pool, served);
}
