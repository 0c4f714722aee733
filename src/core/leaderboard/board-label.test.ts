import { describe, expect, it } from "vitest";
import { boardLabel } from "./board-label.ts";
import { DEFAULT_BOARD } from "./boards.ts";

describe("boardLabel", () => {
  it("names a board as a result names its text", () => {
    expect(boardLabel(DEFAULT_BOARD)).toBe("Passages");
    expect(boardLabel({ ...DEFAULT_BOARD, language: "de" })).toBe("Passages · Deutsch");
    expect(boardLabel({ ...DEFAULT_BOARD, text: "words", language: "fr", punctuation: true })).toBe(
      "Common words · Français · punctuation",
    );
    expect(boardLabel({ ...DEFAULT_BOARD, text: "words", numbers: true })).toBe(
      "Common words · English · numbers",
    );
    expect(boardLabel({ ...DEFAULT_BOARD, text: "quotes" })).toBe("Quotes");
    expect(boardLabel({ ...DEFAULT_BOARD, text: "code", language: "python" })).toBe(
      "Code · Python",
    );
  });
});
