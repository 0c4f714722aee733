import { and, eq, inArray } from "drizzle-orm";
import type { PassageLanguage } from "../../core/texts/languages.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import { FALLBACK_PASSAGES, type Passage } from "../../core/typing/fallback-passages.ts";
import type { Database } from "../db/client.ts";
import { typingTexts } from "../db/schema.ts";

/**
 * The stored passages each database has answered, by id. An id names the same text for good:
 * seeding adds rows and changes none, and nothing else writes them. So the saves that check a
 * test's text against its passages need not read them again once a test has been drawn from
 * them. Each database has its own ids.
 */
const known = new WeakMap<Database, Map<number, StoredPassage>>();

/** A passage and the language it is written in; the built-in ones are English. */
export interface StoredPassage extends Passage {
  language: PassageLanguage;
}

function knownPassages(db: Database): Map<number, StoredPassage> {
  let passages = known.get(db);
  if (!passages) known.set(db, (passages = new Map()));
  return passages;
}

/** product call 'Passages': the passages of one language and difficulty. */
export async function listPassages(
  db: Database,
  difficulty: Difficulty,
  language: PassageLanguage = "en",
): Promise<StoredPassage[]> {
  const rows = await db
    .select({ id: typingTexts.id, text: typingTexts.text })
    .from(typingTexts)
    .where(and(eq(typingTexts.language, language), eq(typingTexts.difficulty, difficulty)));
  const passages = rows.map((row) => ({ ...row, difficulty, language }));
  const remembered = knownPassages(db);
  for (const passage of passages) remembered.set(passage.id, passage);
  return passages;
}

/** The passages with these ids, stored or built in; ids that name no passage are left out. */
export async function passagesById(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, StoredPassage>> {
  const found = new Map<number, StoredPassage>();
  for (const passage of FALLBACK_PASSAGES)
    if (ids.includes(passage.id)) found.set(passage.id, { ...passage, language: "en" });
  const remembered = knownPassages(db);
  const unknown: number[] = [];
  for (const id of ids.filter((id) => id > 0)) {
    const passage = remembered.get(id);
    if (passage) found.set(id, passage);
    else unknown.push(id);
  }
  if (unknown.length === 0) return found;
  const rows = await db.select().from(typingTexts).where(inArray(typingTexts.id, unknown));
  for (const row of rows) {
    const passage = {
      ...row,
      difficulty: row.difficulty as Difficulty,
      language: row.language as PassageLanguage,
    };
    remembered.set(row.id, passage);
    found.set(row.id, passage);
  }
  return found;
}
