/**
 * The languages a typist can type in (issue "More ways to type"): their names as their speakers
 * write them and the direction they are written in. The letters each may use are in
 * language-letters.ts, apart, so that pages which only name languages do not load them.
 */
export const LANGUAGES = [
  "en",
  "fr",
  "de",
  "es",
  "pt",
  "it",
  "nl",
  "pl",
  "tr",
  "ru",
  "el",
  "he",
] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The languages prose passages are written in (content/passages; English in
 * src/server/passages/corpus.json). Common words come in every language.
 */
export const PASSAGE_LANGUAGES = [
  "en",
  "fr",
  "de",
  "es",
  "ru",
] as const satisfies readonly Language[];
export type PassageLanguage = (typeof PASSAGE_LANGUAGES)[number];

/** Whether prose passages are written in this language. */
export function isPassageLanguage(language: Language): language is PassageLanguage {
  return (PASSAGE_LANGUAGES as readonly Language[]).includes(language);
}

/** Languages written right to left; the rest run left to right. */
const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(["he"]);

/** The direction a language is written in, for the dir attribute of its text. */
export function languageDir(language: Language): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(language) ? "rtl" : "ltr";
}

/** Whether a language is one TypeTempo offers. */
export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}
