import { readFile } from "node:fs/promises";
import type { Snippet } from "../../core/texts/code.ts";
import type { CodeLanguage } from "../../core/texts/code-languages.ts";

const DIR = new URL("../../../content/code/", import.meta.url);

const sets = new Map<CodeLanguage, Promise<readonly Snippet[]>>();

/**
 * A programming language's snippets (content/code), in file order, read once per process: a
 * code test names its snippets by position, and its result is verified by reading them again.
 */
export function snippetSet(language: CodeLanguage): Promise<readonly Snippet[]> {
  let set = sets.get(language);
  if (!set) {
    set = readFile(new URL(`${language}.json`, DIR), "utf8").then(
      (text) => JSON.parse(text) as Snippet[],
    );
    // A failed read is tried again next time rather than remembered.
    set.catch(() => sets.delete(language));
    sets.set(language, set);
  }
  return set;
}
