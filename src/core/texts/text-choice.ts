import { canRank, type TestMode } from "../typing/test-modes.ts";
import { LANGUAGE_INFO, type Language } from "./languages.ts";

/**
 * What kind of text a test serves (issue "More ways to type"): the specification's prose
 * passages, or common words of a language. Each is served and rebuilt by the server, so a result
 * of either can be verified.
 */
export const TEXT_KINDS = ["passages", "words"] as const;
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
};

/**
 * The text a test asks for, given what the typist chose: passages are English prose with the
 * difficulty's own punctuation, so the language and toggles kept for common words do not apply.
 */
export function testTextChoice(choice: TextChoice): TextChoice {
  return choice.kind === "passages" ? DEFAULT_TEXT_CHOICE : choice;
}

/** A choice as one string, for keys and comparisons. */
export function textChoiceKey(choice: TextChoice): string {
  return `${choice.kind}:${choice.language}:${choice.punctuation}:${choice.numbers}`;
}

/**
 * Why a choice cannot be served, or null when it can: passages come in English only so far,
 * and their punctuation and numbers are the difficulty's, not toggles.
 */
export function textChoiceProblem(choice: TextChoice): string | null {
  if (choice.kind !== "passages") return null;
  if (choice.language !== "en") {
    return `Passages are not available in ${LANGUAGE_INFO[choice.language].englishName} yet.`;
  }
  if (choice.punctuation || choice.numbers) {
    return "Passages bring their own punctuation and numbers: the toggles are for common words.";
  }
  return null;
}

/** 'Common words · Français · punctuation · numbers', as a result names its text. */
export function textChoiceLabel(choice: TextChoice): string {
  const parts: string[] = [TEXT_KIND_LABELS[choice.kind]];
  if (choice.kind !== "passages" || choice.language !== "en") {
    parts.push(LANGUAGE_INFO[choice.language].name);
  }
  if (choice.punctuation) parts.push("punctuation");
  if (choice.numbers) parts.push("numbers");
  return parts.join(" · ");
}

/**
 * Whether a result of this mode and text may reach the leaderboard: a timed test of passages.
 * Common words are saved and kept as personal bests, and rank once the boards can be filtered
 * by text, so that they never rank beside prose.
 */
export function canRankText(mode: TestMode, choice: TextChoice): boolean {
  return canRank(mode) && choice.kind === "passages";
}

/** The text a test's token names: common words when it carries them, else passages. */
export function textOfWords(
  words: { language: Language; punctuation: boolean; numbers: boolean } | undefined,
): TextChoice {
  if (!words) return DEFAULT_TEXT_CHOICE;
  return {
    kind: "words",
    language: words.language,
    punctuation: words.punctuation,
    numbers: words.numbers,
  };
}
