import { canRank, type TestMode } from "../typing/test-modes.ts";
import type { CodeLanguage } from "./code-languages.ts";
import { LANGUAGE_NAMES } from "./language-names.ts";
import { isPassageLanguage, type Language } from "./languages.ts";
import { DEFAULT_TEXT_CHOICE, TEXT_KIND_LABELS, type TextChoice } from "./text-choice.ts";

/**
 * Why a choice cannot be served, or null when it can: passages come in the languages they are
 * written in (PASSAGE_LANGUAGES) and quotes in English only so far, code's names and comments
 * are English, and the punctuation and numbers of all three are their own, not toggles.
 */
export function textChoiceProblem(choice: TextChoice): string | null {
  if (choice.kind === "words") return null;
  const language = LANGUAGE_NAMES[choice.language].englishName;
  if (choice.kind === "code") {
    if (choice.language !== "en") return `Code is written in English, not in ${language}.`;
    if (choice.punctuation || choice.numbers) {
      return "Code brings its own punctuation and numbers: the toggles are for common words.";
    }
    return null;
  }
  const kind = TEXT_KIND_LABELS[choice.kind];
  const written =
    choice.kind === "passages" ? isPassageLanguage(choice.language) : choice.language === "en";
  if (!written) return `${kind} are not available in ${language} yet.`;
  if (choice.punctuation || choice.numbers) {
    return `${kind} bring their own punctuation and numbers: the toggles are for common words.`;
  }
  return null;
}

/**
 * Whether a result of this mode and text may reach the leaderboard: a timed test of English
 * passages. Other texts and languages are saved and kept as personal bests, and rank once the
 * boards can be filtered by text and language, so that they never rank beside English prose.
 */
export function canRankText(mode: TestMode, choice: TextChoice): boolean {
  return canRank(mode) && choice.kind === "passages" && choice.language === "en";
}

/**
 * What a test's token says of its text: common words, quotes, code, passages in another
 * language than English, or none (English passages, as every token said before there was a
 * choice).
 */
export interface TicketText {
  passages?: { language: Language } | undefined;
  words?: { language: Language; punctuation: boolean; numbers: boolean } | undefined;
  quotes?: { language: "en" } | undefined;
  code?: { language: CodeLanguage } | undefined;
}

/** The text a test's token names: common words, quotes or code when it carries them, else passages. */
export function textOfTicket({ passages, words, quotes, code }: TicketText): TextChoice {
  if (quotes) return { ...DEFAULT_TEXT_CHOICE, kind: "quotes", language: quotes.language };
  if (code) return { ...DEFAULT_TEXT_CHOICE, kind: "code", code: code.language };
  if (passages) return { ...DEFAULT_TEXT_CHOICE, language: passages.language };
  if (!words) return DEFAULT_TEXT_CHOICE;
  return {
    ...DEFAULT_TEXT_CHOICE,
    kind: "words",
    language: words.language,
    punctuation: words.punctuation,
    numbers: words.numbers,
  };
}
