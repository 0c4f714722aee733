import { canRank, type TestMode } from "../typing/test-modes.ts";
import { LANGUAGE_NAMES } from "./language-names.ts";
import type { Language } from "./languages.ts";
import { DEFAULT_TEXT_CHOICE, type TextChoice } from "./text-choice.ts";

/**
 * Why a choice cannot be served, or null when it can: passages come in English only so far,
 * and their punctuation and numbers are the difficulty's, not toggles.
 */
export function textChoiceProblem(choice: TextChoice): string | null {
  if (choice.kind !== "passages") return null;
  if (choice.language !== "en") {
    return `Passages are not available in ${LANGUAGE_NAMES[choice.language].englishName} yet.`;
  }
  if (choice.punctuation || choice.numbers) {
    return "Passages bring their own punctuation and numbers: the toggles are for common words.";
  }
  return null;
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
