import { eq, inArray } from "drizzle-orm";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import { FALLBACK_PASSAGES, type Passage } from "../../core/typing/fallback-passages.ts";
import type { Database } from "../db/client.ts";
import { typingTexts } from "../db/schema.ts";

/** product §7 #12: the passages of one difficulty. */
export async function listPassages(db: Database, difficulty: Difficulty): Promise<Passage[]> {
  const rows = await db
    .select({ id: typingTexts.id, text: typingTexts.text })
    .from(typingTexts)
    .where(eq(typingTexts.difficulty, difficulty));
  return rows.map((row) => ({ ...row, difficulty }));
}

/** The passages with these ids, stored or built in; ids that name no passage are left out. */
export async function passagesById(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, Passage>> {
  const found = new Map<number, Passage>();
  for (const passage of FALLBACK_PASSAGES)
    if (ids.includes(passage.id)) found.set(passage.id, passage);
  const stored = ids.filter((id) => id > 0);
  if (stored.length === 0) return found;
  const rows = await db.select().from(typingTexts).where(inArray(typingTexts.id, stored));
  for (const row of rows) found.set(row.id, { ...row, difficulty: row.difficulty as Difficulty });
  return found;
}
