import type { LessonKind } from "../../../core/lessons/lesson-keys.ts";
import type { Language } from "../../../core/texts/languages.ts";

/**
 * Each language's common words (content/words), one file a language, fetched only when its
 * lessons are opened: the lessons' key order and their texts are made from them in the browser.
 */
const FILES = import.meta.glob<string>("../../../../content/words/*.txt", {
  query: "?raw",
  import: "default",
});

const lists = new Map<Language, Promise<readonly string[]>>();

/** The language whose words a kind of lesson uses: code is written in English words. */
export const wordsLanguage = (kind: LessonKind, language: Language): Language =>
  kind === "code" ? "en" : language;

/** A language's common words, most frequent first, fetched once and kept for the page. */
export function loadWords(language: Language): Promise<readonly string[]> {
  let list = lists.get(language);
  if (!list) {
    const load = FILES[`../../../../content/words/${language}.txt`];
    list = load
      ? load().then((text) => text.split("\n").filter((word) => word.length > 0))
      : Promise.resolve([]);
    // Offline for a moment: asked again the next time.
    list.catch(() => lists.delete(language));
    lists.set(language, list);
  }
  return list;
}
