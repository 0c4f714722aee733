import { describe, expect, it } from "vitest";
import { DEFAULT_TEXT_CHOICE, type ServedTextChoice } from "../texts/text-choice.ts";
import {
  boardLanguages,
  boardOfKey,
  boardOfText,
  boardProblem,
  compareBoards,
  readBoard,
} from "./board-rules.ts";
import { BOARD_TEXT_KINDS, boardKey, DEFAULT_BOARD, defaultBoardLanguage } from "./boards.ts";

const words: ServedTextChoice = { ...DEFAULT_TEXT_CHOICE, kind: "words", language: "fr" };

describe("boardOfText", () => {
  it("puts each text on its board, named as test_results.board names it", () => {
    expect(boardKey(boardOfText(DEFAULT_TEXT_CHOICE))).toBe("passages:en");
    expect(boardKey(boardOfText(words))).toBe("words:fr");
    expect(boardKey(boardOfText({ ...words, punctuation: true }))).toBe("words:fr:punctuation");
    expect(boardKey(boardOfText({ ...words, numbers: true }))).toBe("words:fr:numbers");
    expect(boardKey(boardOfText({ ...words, punctuation: true, numbers: true }))).toBe(
      "words:fr:punctuation:numbers",
    );
    expect(boardKey(boardOfText({ ...DEFAULT_TEXT_CHOICE, kind: "quotes" }))).toBe("quotes:en");
    expect(boardKey(boardOfText({ ...DEFAULT_TEXT_CHOICE, language: "ru" }))).toBe("passages:ru");
  });

  it("puts code on its programming language's board, not its spoken language's", () => {
    const rust: ServedTextChoice = { ...DEFAULT_TEXT_CHOICE, kind: "code", code: "rust" };
    expect(boardOfText(rust)).toEqual({
      text: "code",
      language: "rust",
      punctuation: false,
      numbers: false,
    });
    expect(boardKey(boardOfText(rust))).toBe("code:rust");
  });

  it("never gives two boards one key", () => {
    const boards = BOARD_TEXT_KINDS.flatMap((text) =>
      boardLanguages(text).flatMap((language) =>
        [false, true].flatMap((punctuation) =>
          [false, true].map((numbers) => ({ text, language, punctuation, numbers })),
        ),
      ),
    );
    const keys = new Set(boards.map(boardKey));
    expect(keys.size).toBe(boards.length);
  });
});

describe("readBoard", () => {
  it("takes the kind's first language when none is named, the one the address leaves out", () => {
    for (const text of BOARD_TEXT_KINDS) {
      expect(boardLanguages(text)[0]).toBe(defaultBoardLanguage(text));
    }
    const choice = { punctuation: false, numbers: false };
    expect(readBoard({ ...choice, text: "passages" })).toEqual(DEFAULT_BOARD);
    expect(readBoard({ ...choice, text: "code" })).toMatchObject({ language: "javascript" });
    expect(readBoard({ ...choice, text: "words", language: "he", numbers: true })).toEqual({
      text: "words",
      language: "he",
      punctuation: false,
      numbers: true,
    });
  });

  it("explains why a board does not exist", () => {
    const choice = { punctuation: false, numbers: false };
    expect(readBoard({ ...choice, text: "words", language: "xx" })).toBe("Unknown language 'xx'.");
    expect(readBoard({ ...choice, text: "passages", language: "de" })).toMatchObject({
      language: "de",
    });
    expect(readBoard({ ...choice, text: "passages", language: "he" })).toMatch(/no passages/);
    expect(readBoard({ ...choice, text: "quotes", language: "fr" })).toBe(
      "There is no quotes board in 'fr': the language is one of en.",
    );
    expect(readBoard({ ...choice, text: "words", language: "python" })).toMatch(/no common words/);
    expect(readBoard({ ...choice, text: "code", language: "en" })).toMatch(/no code board/);
    expect(readBoard({ ...choice, text: "quotes", punctuation: true })).toBe(
      "Punctuation and numbers are toggles of common words only.",
    );
    expect(boardProblem({ ...DEFAULT_BOARD, numbers: true })).not.toBeNull();
    expect(boardProblem({ ...DEFAULT_BOARD, text: "words", numbers: true })).toBeNull();
  });
});

describe("boardOfKey", () => {
  it("reads back every board's key", () => {
    const boards = BOARD_TEXT_KINDS.flatMap((text) =>
      boardLanguages(text).flatMap((language) =>
        (text === "words" ? [false, true] : [false]).flatMap((punctuation) =>
          (text === "words" ? [false, true] : [false]).map((numbers) => ({
            text,
            language,
            punctuation,
            numbers,
          })),
        ),
      ),
    );
    for (const board of boards) expect(boardOfKey(boardKey(board))).toEqual(board);
  });

  it.each([
    "",
    "passages",
    "zen:en",
    "passages:he",
    "quotes:en:punctuation",
    "words:xx",
    "code:en",
    "words:fr:numbers:punctuation",
    "words:fr:punctuation:punctuation",
    "words:fr:capitals",
    "words:fr:",
  ])("knows no board named %j", (key) => {
    expect(boardOfKey(key)).toBeNull();
  });
});

describe("compareBoards", () => {
  it("orders boards by text, language, then toggles, as the filters offer them", () => {
    const keys = [
      "code:python",
      "words:fr:numbers",
      "quotes:en",
      "words:fr",
      "passages:de",
      "words:en:punctuation:numbers",
      "code:javascript",
      "words:fr:punctuation",
      "passages:en",
    ];
    const sorted = keys
      .map((key) => boardOfKey(key)!)
      .sort(compareBoards)
      .map(boardKey);
    expect(sorted).toEqual([
      "passages:en",
      "passages:de",
      "words:en:punctuation:numbers",
      "words:fr",
      "words:fr:punctuation",
      "words:fr:numbers",
      "quotes:en",
      "code:javascript",
      "code:python",
    ]);
  });
});
