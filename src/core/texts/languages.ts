/**
 * The languages a typist can type in (issue "More ways to type"): their names as their speakers
 * write them, the direction they are written in, and the letters their texts may use, so that
 * content checks and the server agree on what is typeable on that language's keyboards.
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

export interface LanguageInfo {
  /** The language's own name for itself. */
  name: string;
  /** Its name in English, for the settings' accessible descriptions and the docs. */
  englishName: string;
  dir: "ltr" | "rtl";
  /** Every letter a word of this language may contain, lower and upper case. */
  letters: string;
}

const LATIN = "abcdefghijklmnopqrstuvwxyz";

function withUpper(lower: string): string {
  return lower + lower.toLocaleUpperCase("und");
}

export const LANGUAGE_INFO: Record<Language, LanguageInfo> = {
  en: { name: "English", englishName: "English", dir: "ltr", letters: withUpper(LATIN) },
  fr: {
    name: "Français",
    englishName: "French",
    dir: "ltr",
    letters: withUpper(LATIN + "àâæçéèêëîïôœùûüÿ"),
  },
  de: {
    name: "Deutsch",
    englishName: "German",
    dir: "ltr",
    letters: withUpper(LATIN + "äöü") + "ß",
  },
  es: {
    name: "Español",
    englishName: "Spanish",
    dir: "ltr",
    letters: withUpper(LATIN + "áéíñóúü"),
  },
  pt: {
    name: "Português",
    englishName: "Portuguese",
    dir: "ltr",
    letters: withUpper(LATIN + "áâãàçéêíóôõú"),
  },
  it: {
    name: "Italiano",
    englishName: "Italian",
    dir: "ltr",
    letters: withUpper(LATIN + "àèéìíîòóùú"),
  },
  nl: {
    name: "Nederlands",
    englishName: "Dutch",
    dir: "ltr",
    letters: withUpper(LATIN + "éëïóöü"),
  },
  pl: {
    name: "Polski",
    englishName: "Polish",
    dir: "ltr",
    letters: withUpper(LATIN + "ąćęłńóśźż"),
  },
  tr: {
    name: "Türkçe",
    englishName: "Turkish",
    dir: "ltr",
    // Turkish pairs dotted and dotless i apart from the rest: i/İ and ı/I.
    letters: "abcçdefgğhıijklmnoöprsştuüvyzâîû" + "ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZÂÎÛ",
  },
  ru: {
    name: "Русский",
    englishName: "Russian",
    dir: "ltr",
    letters: withUpper("абвгдеёжзийклмнопрстуфхцчшщъыьэюя"),
  },
  el: {
    name: "Ελληνικά",
    englishName: "Greek",
    dir: "ltr",
    letters: "αβγδεζηθικλμνξοπρστυφχψωάέήίόύώϊϋΐΰς" + "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΆΈΉΊΌΎΏΪΫ",
  },
  he: {
    name: "עברית",
    englishName: "Hebrew",
    dir: "rtl",
    letters: "אבגדהוזחטיכךלמםנןסעפףצץקרשת",
  },
};

/** Whether a language is one TypeTempo offers. */
export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}
