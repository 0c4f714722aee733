import { DIFFICULTIES } from "../../core/typing/difficulty.ts";
import type { Database } from "../db/client.ts";
import { typingTexts } from "../db/schema.ts";
import corpus from "./corpus.json" with { type: "json" };

export function corpusRows() {
  return DIFFICULTIES.flatMap((difficulty) =>
    corpus[difficulty].map((text) => ({ text, difficulty })),
  );
}

/** Adds corpus passages the database lacks; existing rows and their ids stay as they are. */
export async function seedPassages(db: Database): Promise<number> {
  const inserted = await db
    .insert(typingTexts)
    .values(corpusRows())
    .onConflictDoNothing({ target: typingTexts.text })
    .returning({ id: typingTexts.id });
  return inserted.length;
}
