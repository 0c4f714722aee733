import { readFileSync } from "node:fs";
import type { Language } from "../../src/core/texts/languages.ts";

/** A language's common words as content/words holds them, most frequent first, for tests. */
export function wordList(language: Language): string[] {
  return readFileSync(new URL(`../../content/words/${language}.txt`, import.meta.url), "utf8")
    .split("\n")
    .filter(Boolean);
}
