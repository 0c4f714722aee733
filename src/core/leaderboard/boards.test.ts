import { describe, expect, it } from "vitest";
import { boardKey, boardParams, DEFAULT_BOARD, parseBoard } from "./boards.ts";

describe("boardKey", () => {
  it("names today's board as it always was, and the toggles in a fixed order", () => {
    expect(boardKey(DEFAULT_BOARD)).toBe("passages:en");
    const words = { text: "words", language: "fr", punctuation: true, numbers: true } as const;
    expect(boardKey(words)).toBe("words:fr:punctuation:numbers");
    expect(boardKey({ ...words, punctuation: false })).toBe("words:fr:numbers");
    expect(boardKey({ ...DEFAULT_BOARD, text: "code", language: "go" })).toBe("code:go");
  });
});

describe("the board in the address bar", () => {
  it("leaves out what is the default, so today's board has a bare address", () => {
    expect(boardParams(DEFAULT_BOARD)).toEqual({});
    expect(boardParams({ ...DEFAULT_BOARD, text: "code", language: "javascript" })).toEqual({
      text: "code",
    });
    const russian = { text: "words", language: "ru", punctuation: false, numbers: true } as const;
    expect(boardParams(russian)).toEqual({ text: "words", language: "ru", numbers: "true" });
    expect(parseBoard(new URLSearchParams(boardParams(russian)))).toEqual(russian);
  });

  it("reads a kind that does not rank, or a mangled language, as the default", () => {
    expect(parseBoard(new URLSearchParams("text=zen"))).toEqual(DEFAULT_BOARD);
    expect(parseBoard(new URLSearchParams("text=code"))).toMatchObject({ language: "javascript" });
    expect(parseBoard(new URLSearchParams("language=<b>"))).toEqual(DEFAULT_BOARD);
  });
});
