import { CODE_LANGUAGES, type CodeLanguage, isCodeLanguage } from "../texts/code-languages.ts";
import { isLanguage, LANGUAGES, type Language, PASSAGE_LANGUAGES } from "../texts/languages.ts";
import { type ServedTextChoice, TEXT_KIND_LABELS, type TextKind } from "../texts/text-choice.ts";
import { BOARD_TEXT_KINDS, boardKey, type LeaderboardBoard } from "./boards.ts";

/** The board a result typed on this served text ranks on. */
export function boardOfText(choice: ServedTextChoice): LeaderboardBoard {
  return {
    text: choice.kind,
    language: choice.kind === "code" ? choice.code : choice.language,
    punctuation: choice.punctuation,
    numbers: choice.numbers,
  };
}

/**
 * The languages a kind of text is served in, as the settings offer them: common words in every
 * language, passages in those they are written in, code in its programming languages, quotes
 * in English so far (textChoiceProblem in texts/text-rules.ts). The first is the kind's default.
 */
export function boardLanguages(text: TextKind): readonly (Language | CodeLanguage)[] {
  if (text === "words") return LANGUAGES;
  if (text === "passages") return PASSAGE_LANGUAGES;
  if (text === "code") return CODE_LANGUAGES;
  return ["en"];
}

/** Why a board cannot exist, or null when results can rank on it. */
export function boardProblem(board: LeaderboardBoard): string | null {
  const languages: readonly string[] = boardLanguages(board.text);
  if (!languages.includes(board.language)) {
    const kind = TEXT_KIND_LABELS[board.text].toLowerCase();
    return `There is no ${kind} board in '${board.language}': the language is one of ${languages.join(", ")}.`;
  }
  if (board.text !== "words" && (board.punctuation || board.numbers)) {
    return "Punctuation and numbers are toggles of common words only.";
  }
  return null;
}

/** A board as a query names it: the language may be left out. */
export interface BoardChoice {
  text: TextKind;
  language?: string | undefined;
  punctuation: boolean;
  numbers: boolean;
}

/**
 * The board a choice names, a language left out being the kind's first (English, or
 * JavaScript for code); or why there is no such board, as a message for a 400.
 */
export function readBoard(choice: BoardChoice): LeaderboardBoard | string {
  const language = choice.language ?? boardLanguages(choice.text)[0]!;
  if (!isLanguage(language) && !isCodeLanguage(language)) {
    return `Unknown language '${language}'.`;
  }
  const board = { ...choice, language };
  return boardProblem(board) ?? board;
}

/**
 * The board a key names, as boardKey writes it and test_results.board keeps it; null for a key
 * of no board that exists (a misspelt one, or one of a text this version does not offer).
 */
export function boardOfKey(key: string): LeaderboardBoard | null {
  const [text, language, ...toggles] = key.split(":");
  const kind = BOARD_TEXT_KINDS.find((known) => known === text);
  if (!kind || language === undefined) return null;
  const board = {
    text: kind,
    language,
    punctuation: toggles.includes("punctuation"),
    numbers: toggles.includes("numbers"),
  };
  // Written back, the key must come out the same: no unknown, repeated or reordered toggle.
  if (boardKey(board) !== key) return null;
  const read = readBoard(board);
  return typeof read === "string" ? null : read;
}

/**
 * Boards in the order the leaderboard's filters offer them: by text, then by language, then
 * neither toggle, punctuation, numbers, both.
 */
export function compareBoards(a: LeaderboardBoard, b: LeaderboardBoard): number {
  const languageIndex = (board: LeaderboardBoard) =>
    (boardLanguages(board.text) as readonly string[]).indexOf(board.language);
  const toggles = (board: LeaderboardBoard) =>
    Number(board.punctuation) + 2 * Number(board.numbers);
  return (
    BOARD_TEXT_KINDS.indexOf(a.text) - BOARD_TEXT_KINDS.indexOf(b.text) ||
    languageIndex(a) - languageIndex(b) ||
    toggles(a) - toggles(b)
  );
}
