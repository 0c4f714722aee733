import { readFile } from "node:fs/promises";
import type { Language } from "../../core/texts/languages.ts";

const FOLDER = new URL("../../../content/words/", import.meta.url);

const lists = new Map<Language, Promise<readonly string[]>>();

/**
 * A language's common words, most frequent first (content/words), read once per process: a
 * common-words test draws from them and its result is verified by drawing again.
 */
export function wordList(language: Language): Promise<readonly string[]> {
  let list = lists.get(language);
  if (!list) {
    list = readFile(new URL(`${language}.txt`, FOLDER), "utf8").then((text) =>
      text.split("\n").filter((word) => word.length > 0),
    );
    // A failed read is tried again next time rather than remembered.
    list.catch(() => lists.delete(language));
    lists.set(language, list);
  }
  return list;
}
