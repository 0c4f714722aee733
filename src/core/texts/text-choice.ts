import { type CodeLanguage, isCodeLanguage } from "./code-languages.ts";
import { isLanguage, isPassageLanguage, type Language } from "./languages.ts";

/**
 * What kind of text a test serves (issue "More ways to type"): the specification's prose
 * passages, common words of a language, quotes with their sources, or code snippets. Each is
 * served and rebuilt by the server, so a result of any can be verified.
 */
export const TEXT_KINDS = ["passages", "words", "quotes", "code"] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

/**
 * What a typist may choose to type: the served kinds, free typing without a text (zen), or their
 * own text (custom, the one practice takes). Neither of the last two is served, so neither ranks.
 */
export const CHOSEN_TEXT_KINDS = [...TEXT_KINDS, "zen", "custom"] as const;
export type ChosenTextKind = (typeof CHOSEN_TEXT_KINDS)[number];

export interface TextChoice {
  kind: ChosenTextKind;
  language: Language;
  /** The specification's include_punctuation: sentences, commas, quotes and brackets. */
  punctuation: boolean;
  /** The specification's include_numbers: years, counts and decimals. */
  numbers: boolean;
  /** The programming language of a Code test; kept, unused, while another kind is chosen. */
  code: CodeLanguage;
}

/** Today's test, and the specification's: English prose, neither toggle on. */
export const DEFAULT_TEXT_CHOICE: ServedTextChoice = {
  kind: "passages",
  language: "en",
  punctuation: false,
  numbers: false,
  code: "javascript",
};

export const TEXT_KIND_LABELS: Record<ChosenTextKind, string> = {
  passages: "Passages",
  words: "Common words",
  quotes: "Quotes",
  code: "Code",
  zen: "Zen",
  custom: "Custom",
};

/** A choice of text the server serves, as a test asks it for. */
export type ServedTextChoice = TextChoice & { kind: TextKind };

/** Whether the server serves the chosen text; zen and custom are the typist's own. */
export function isServedChoice(choice: TextChoice): choice is ServedTextChoice {
  return TEXT_KINDS.some((kind) => kind === choice.kind);
}

/**
 * Whether the difficulty changes the text of this kind: it picks the passages, the words' pool
 * (word-text.ts) and the quotes' and snippets' lengths; zen has no text and custom is the
 * typist's own, so it does nothing to either.
 */
export function difficultyApplies(kind: ChosenTextKind): boolean {
  return TEXT_KINDS.some((served) => served === kind);
}

/**
 * The text a test asks for, given what the typist chose: passages, quotes and code bring their
 * own punctuation, so the toggles kept for common words do not apply; passages are in the
 * chosen language when they are written in it and in English otherwise, quotes and code are
 * English, and the programming language applies to code only. Zen and custom keep only
 * their kind.
 */
export function testTextChoice(choice: TextChoice): TextChoice {
  if (choice.kind === "words") return { ...choice, code: DEFAULT_TEXT_CHOICE.code };
  const code = choice.kind === "code" ? choice.code : DEFAULT_TEXT_CHOICE.code;
  const language =
    choice.kind === "passages" && isPassageLanguage(choice.language)
      ? choice.language
      : DEFAULT_TEXT_CHOICE.language;
  return { ...DEFAULT_TEXT_CHOICE, kind: choice.kind, language, code };
}

/** A choice as one string, for keys and comparisons. */
export function textChoiceKey(choice: TextChoice): string {
  return `${choice.kind}:${choice.language}:${choice.punctuation}:${choice.numbers}:${choice.code}`;
}

/**
 * The choice a textChoiceKey wrote, or null for any other string. Keys written before Code
 * existed have no programming language, and read as JavaScript's.
 */
export function parseTextChoiceKey(key: string | null): TextChoice | null {
  const [kind, language, punctuation, numbers, code = DEFAULT_TEXT_CHOICE.code, extra] =
    key?.split(":") ?? [];
  const toggles = ["true", "false"];
  if (extra !== undefined || !CHOSEN_TEXT_KINDS.some((known) => known === kind)) return null;
  if (!language || !isLanguage(language) || !isCodeLanguage(code)) return null;
  if (!toggles.includes(punctuation!) || !toggles.includes(numbers!)) return null;
  return {
    kind: kind as ChosenTextKind,
    language,
    punctuation: punctuation === "true",
    numbers: numbers === "true",
    code,
  };
}
