import type { Language } from "./languages.ts";

/**
 * The letters each language's texts may use, lower and upper case, so that content checks and
 * the server agree on what is typeable on that language's keyboards.
 */
const LATIN = "abcdefghijklmnopqrstuvwxyz";

function withUpper(lower: string): string {
  return lower + lower.toLocaleUpperCase("und");
}

export const LANGUAGE_LETTERS: Record<Language, string> = {
  en: withUpper(LATIN),
  fr: withUpper(LATIN + "àâæçéèêëîïôœùûüÿ"),
  de: withUpper(LATIN + "äöü") + "ß",
  es: withUpper(LATIN + "áéíñóúü"),
  pt: withUpper(LATIN + "áâãàçéêíóôõú"),
  it: withUpper(LATIN + "àèéìíîòóùú"),
  nl: withUpper(LATIN + "éëïóöü"),
  pl: withUpper(LATIN + "ąćęłńóśźż"),
  // Turkish pairs dotted and dotless i apart from the rest: i/İ and ı/I.
  tr: "abcçdefgğhıijklmnoöprsştuüvyzâîû" + "ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZÂÎÛ",
  ru: withUpper("абвгдеёжзийклмнопрстуфхцчшщъыьэюя"),
  el: "αβγδεζηθικλμνξοπρστυφχψωάέήίόύώϊϋΐΰς" + "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΆΈΉΊΌΎΏΪΫ",
  he: "אבגדהוזחטיכךלמםנןסעפףצץקרשת",
};
