import { isLanguage, type Language } from "./languages.ts";

/**
 * What kind of text a test serves (issue "More ways to type"): the specification's prose
 * passages, common words of a language, or quotes with their sources. Each is served and rebuilt
 * by the server, so a result of any can be verified.
 */
export const TEXT_KINDS = ["passages", "words", "quotes"] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

export interface TextChoice {
  kind: TextKind;
  language: Language;
  /** The specification's include_punctuation: sentences, commas, quotes and brackets. */
  punctuation: boolean;
  /** The specification's include_numbers: years, counts and decimals. */
  numbers: boolean;
}

/** Today's test, and the specification's: English prose, neither toggle on. */
export const DEFAULT_TEXT_CHOICE: TextChoice = {
  kind: "passages",
  language: "en",
  punctuation: false,
  numbers: false,
};

export const TEXT_KIND_LABELS: Record<TextKind, string> = {
  passages: "Passages",
  words: "Common words",
  quotes: "Quotes",
};

/**
 * The text a test asks for, given what the typist chose: passages and quotes are English with
 * their own punctuation, so the language and toggles kept for common words do not apply.
 */
export function testTextChoice(choice: TextChoice): TextChoice {
  return choice.kind === "words" ? choice : { ...DEFAULT_TEXT_CHOICE, kind: choice.kind };
}

/** A choice as one string, for keys and comparisons. */
export function textChoiceKey(choice: TextChoice): string {
  return `${choice.kind}:${choice.language}:${choice.punctuation}:${choice.numbers}`;
}

/** The choice a textChoiceKey wrote, or null for any other string. */
export function parseTextChoiceKey(key: string | null): TextChoice | null {
  const [kind, language, punctuation, numbers, extra] = key?.split(":") ?? [];
  const toggles = ["true", "false"];
  if (extra !== undefined || !TEXT_KINDS.some((known) => known === kind)) return null;
  if (!language || !isLanguage(language)) return null;
  if (!toggles.includes(punctuation!) || !toggles.includes(numbers!)) return null;
  return {
    kind: kind as TextKind,
    language,
    punctuation: punctuation === "true",
    numbers: numbers === "true",
  };
}
