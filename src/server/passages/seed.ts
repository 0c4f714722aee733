import { DIFFICULTIES } from "../../core/typing/difficulty.ts";
import type { PassageLanguage } from "../../core/texts/languages.ts";
import type { Database } from "../db/client.ts";
import { typingTexts } from "../db/schema.ts";
import de from "../../../content/passages/de.json" with { type: "json" };
import es from "../../../content/passages/es.json" with { type: "json" };
import fr from "../../../content/passages/fr.json" with { type: "json" };
import ru from "../../../content/passages/ru.json" with { type: "json" };
import corpus from "./corpus.json" with { type: "json" };

/** Each language's passages: English here, the others in content/passages. */
const CORPORA: Record<PassageLanguage, typeof corpus> = { en: corpus, fr, de, es, ru };

/** The passages of every language, or of one. */
export function corpusRows(only?: PassageLanguage) {
  return Object.entries(CORPORA)
    .filter(([language]) => !only || language === only)
    .flatMap(([language, passages]) =>
      DIFFICULTIES.flatMap((difficulty) =>
        passages[difficulty].map((text) => ({ text, difficulty, language })),
      ),
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
