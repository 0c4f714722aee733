import { canRank, type TestMode } from "../typing/test-modes.ts";
import { LANGUAGE_NAMES } from "./language-names.ts";
import type { Language } from "./languages.ts";
import { DEFAULT_TEXT_CHOICE, TEXT_KIND_LABELS, type TextChoice } from "./text-choice.ts";

/**
 * Why a choice cannot be served, or null when it can: passages and quotes come in English only
 * so far, and their punctuation and numbers are their own, not toggles.
 */
export function textChoiceProblem(choice: TextChoice): string | null {
  if (choice.kind === "words") return null;
  const kind = TEXT_KIND_LABELS[choice.kind];
  if (choice.language !== "en") {
    return `${kind} are not available in ${LANGUAGE_NAMES[choice.language].englishName} yet.`;
  }
  if (choice.punctuation || choice.numbers) {
    return `${kind} bring their own punctuation and numbers: the toggles are for common words.`;
  }
  return null;
}

/**
 * Whether a result of this mode and text may reach the leaderboard: a timed test of passages.
 * Common words and quotes are saved and kept as personal bests, and rank once the boards can be
 * filtered by text, so that they never rank beside prose.
 */
export function canRankText(mode: TestMode, choice: TextChoice): boolean {
  return canRank(mode) && choice.kind === "passages";
}

/** What a test's token says of its text: common words, quotes, or neither (passages). */
export interface TicketText {
  words?: { language: Language; punctuation: boolean; numbers: boolean } | undefined;
  quotes?: { language: "en" } | undefined;
}

/** The text a test's token names: common words or quotes when it carries them, else passages. */
export function textOfTicket({ words, quotes }: TicketText): TextChoice {
  if (quotes) return { ...DEFAULT_TEXT_CHOICE, kind: "quotes", language: quotes.language };
  if (!words) return DEFAULT_TEXT_CHOICE;
  return {
    kind: "words",
    language: words.language,
    punctuation: words.punctuation,
    numbers: words.numbers,
  };
}
