import { eq } from "drizzle-orm";
import type { Difficulty } from "../../core/difficulty.ts";
import type { Passage } from "../../core/fallback-passages.ts";
import type { Database } from "../db/client.ts";
import { typingTexts } from "../db/schema.ts";

/** SPEC §7 #12: the passages of one difficulty. */
export async function listPassages(db: Database, difficulty: Difficulty): Promise<Passage[]> {
  const rows = await db
    .select({ id: typingTexts.id, text: typingTexts.text })
    .from(typingTexts)
    .where(eq(typingTexts.difficulty, difficulty));
  return rows.map((row) => ({ ...row, difficulty }));
}
