import type { TextKind } from "../texts/text-choice.ts";

/**
 * The kinds of text that rank: each is served by the server and verified against what it
 * served. A kind added later (a typist's own text, say) ranks only once it is listed here.
 */
export const BOARD_TEXT_KINDS = [
  "passages",
  "words",
  "quotes",
  "code",
] as const satisfies readonly TextKind[];

/**
 * A leaderboard of its own for each text a result can be typed on (issue "More ways to type"):
 * its kind, its language (for code, its programming language) and, for common words, the two
 * toggles. Results rank only against results of the same text, never common words beside prose.
 * Which boards exist is board-rules.ts's to say; this file stays small enough for the rankings'
 * first load.
 */
export interface LeaderboardBoard {
  text: TextKind;
  /** A language code (languages.ts), or for code a programming language (code-languages.ts). */
  language: string;
  punctuation: boolean;
  numbers: boolean;
}

/** Today's board, and the specification's: English prose passages. */
export const DEFAULT_BOARD: LeaderboardBoard = {
  text: "passages",
  language: "en",
  punctuation: false,
  numbers: false,
};

/**
 * The language a board of this kind has when none is named: English, or for code JavaScript
 * (the first that board-rules.ts offers each kind).
 */
export function defaultBoardLanguage(text: TextKind): string {
  return text === "code" ? "javascript" : "en";
}

/**
 * The board as one string, e.g. 'passages:en', 'words:fr:punctuation:numbers', 'code:python':
 * test_results.board computes the same from its columns (db/schema/results.ts), and every
 * leaderboard table and index leads with it.
 */
export function boardKey(board: LeaderboardBoard): string {
  const toggles = [board.punctuation && "punctuation", board.numbers && "numbers"];
  return [board.text, board.language, ...toggles.filter(Boolean)].join(":");
}

/**
 * The board the address bar names by text, language, punctuation and numbers; what it leaves
 * out is the default. Whether that board exists is for the server to check (and for the
 * rankings' filters, once loaded, to put right).
 */
export function parseBoard(search: URLSearchParams): LeaderboardBoard {
  const text = BOARD_TEXT_KINDS.find((kind) => kind === search.get("text")) ?? "passages";
  const language = search.get("language") ?? "";
  return {
    text,
    language: /^[a-z]{2,12}$/.test(language) ? language : defaultBoardLanguage(text),
    punctuation: search.get("punctuation") === "true",
    numbers: search.get("numbers") === "true",
  };
}

/** The board's part of a query or address, leaving out what is the default. */
export function boardParams(board: LeaderboardBoard): Record<string, string> {
  const params: Record<string, string> = {};
  if (board.text !== DEFAULT_BOARD.text) params.text = board.text;
  if (board.language !== defaultBoardLanguage(board.text)) params.language = board.language;
  if (board.punctuation) params.punctuation = "true";
  if (board.numbers) params.numbers = "true";
  return params;
}
