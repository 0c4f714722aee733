import { DEFAULT_TEXT_CHOICE } from "../texts/text-choice.ts";
import { textChoiceLabel } from "../texts/text-choice-label.ts";
import { isCodeLanguage } from "../texts/code-languages.ts";
import { isLanguage } from "../texts/languages.ts";
import type { LeaderboardBoard } from "./boards.ts";

/**
 * A board named as a result names its text (textChoiceLabel): 'Passages',
 * 'Common words · Français · punctuation', 'Code · Python'.
 */
export function boardLabel(board: LeaderboardBoard): string {
  return textChoiceLabel({
    kind: board.text,
    language: isLanguage(board.language) ? board.language : DEFAULT_TEXT_CHOICE.language,
    punctuation: board.punctuation,
    numbers: board.numbers,
    code: isCodeLanguage(board.language) ? board.language : DEFAULT_TEXT_CHOICE.code,
  });
}
