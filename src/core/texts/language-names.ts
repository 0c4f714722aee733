import type { Language } from "./languages.ts";

export interface LanguageName {
  /** The language's own name for itself, as the settings offer it. */
  name: string;
  /** Its name in English, for messages and the docs. */
  englishName: string;
}

export const LANGUAGE_NAMES: Record<Language, LanguageName> = {
  en: { name: "English", englishName: "English" },
  fr: { name: "Français", englishName: "French" },
  de: { name: "Deutsch", englishName: "German" },
  es: { name: "Español", englishName: "Spanish" },
  pt: { name: "Português", englishName: "Portuguese" },
  it: { name: "Italiano", englishName: "Italian" },
  nl: { name: "Nederlands", englishName: "Dutch" },
  pl: { name: "Polski", englishName: "Polish" },
  tr: { name: "Türkçe", englishName: "Turkish" },
  ru: { name: "Русский", englishName: "Russian" },
  el: { name: "Ελληνικά", englishName: "Greek" },
  he: { name: "עברית", englishName: "Hebrew" },
};
