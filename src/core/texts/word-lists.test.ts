import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGE_LETTERS } from "./language-letters.ts";
import { LANGUAGES, type Language } from "./languages.ts";

/*
 * The "Common words" test draws from the top 200, 1,000 or 10,000 words of these lists, so each
 * list is checked as the typist will meet it: long enough, one typeable word a line in that
 * language's letters, no word twice, and ranked so that the language's commonest little words
 * come first (a list saved under the wrong language fails there).
 */

const WORDS_DIR = new URL("../../../content/words/", import.meta.url);

/** English is offered up to the hard test's 10,000 words; the others at least to 1,000. */
const MIN_WORDS: Record<Language, number> = {
  en: 10_000,
  fr: 1_000,
  de: 1_000,
  es: 1_000,
  pt: 1_000,
  it: 1_000,
  nl: 1_000,
  pl: 1_000,
  tr: 1_000,
  ru: 1_000,
  el: 1_000,
  he: 1_000,
};

/** Function words every text of the language is full of: each must rank in its top 50. */
const FUNCTION_WORDS: Record<Language, string[]> = {
  en: ["the", "and", "of", "to", "you"],
  fr: ["de", "la", "et", "le", "je"],
  de: ["ich", "und", "das", "nicht", "ist"],
  es: ["que", "de", "la", "no", "el"],
  pt: ["que", "de", "não", "um", "eu"],
  it: ["che", "di", "non", "la", "il"],
  nl: ["ik", "het", "de", "een", "niet"],
  pl: ["nie", "się", "w", "na", "że"],
  tr: ["bir", "bu", "ne", "ve", "için"],
  ru: ["и", "в", "не", "я", "что"],
  el: ["να", "το", "και", "θα", "δεν"],
  he: ["של", "את", "לא", "זה", "אני"],
};

function escapeForClass(letters: string): string {
  return letters.replace(/[\\\]^-]/g, "\\$&");
}

describe.each(LANGUAGES)("the %s word list", (lang) => {
  const text = readFileSync(new URL(`${lang}.txt`, WORDS_DIR), "utf8");
  const words = text.endsWith("\n") ? text.slice(0, -1).split("\n") : text.split("\n");
  const letters = LANGUAGE_LETTERS[lang];
  const word = new RegExp(`^[${escapeForClass(letters)}]{1,20}$`, "u");

  it(`holds at least ${MIN_WORDS[lang].toLocaleString("en")} words`, () => {
    expect(words.length).toBeGreaterThanOrEqual(MIN_WORDS[lang]);
  });

  it("ends with a newline and has no empty or padded line", () => {
    expect(text.endsWith("\n")).toBe(true);
    expect(words.filter((w) => w.trim() === "" || w.trim() !== w)).toEqual([]);
  });

  it("spells every word in the language's own letters, NFC, 1 to 20 of them", () => {
    expect(words.filter((w) => !word.test(w) || w.normalize("NFC") !== w)).toEqual([]);
  });

  it("lists no word twice", () => {
    const seen = new Set<string>();
    const twice = words.filter((w) => seen.size === seen.add(w).size);
    expect(twice).toEqual([]);
  });

  it("writes words in lower case, German nouns with their capital", () => {
    const lower = (w: string) => w.toLocaleLowerCase(lang);
    const bad =
      lang === "de"
        ? words.filter((w) => lower(w.slice(1)) !== w.slice(1))
        : words.filter((w) => lower(w) !== w);
    expect(bad).toEqual([]);
  });

  it("ranks the language's commonest function words in its top 50", () => {
    const top = new Set(words.slice(0, 50));
    expect(FUNCTION_WORDS[lang].filter((w) => !top.has(w))).toEqual([]);
  });
});
