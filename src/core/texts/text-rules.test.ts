import { describe, expect, it } from "vitest";
import { DEFAULT_TEXT_CHOICE, type TextChoice } from "./text-choice.ts";
import { canRankText, textChoiceProblem, textOfTicket } from "./text-rules.ts";

const words: TextChoice = {
  ...DEFAULT_TEXT_CHOICE,
  kind: "words",
  language: "fr",
  punctuation: true,
};
const quotes: TextChoice = { ...DEFAULT_TEXT_CHOICE, kind: "quotes" };
const go: TextChoice = { ...DEFAULT_TEXT_CHOICE, kind: "code", code: "go" };

describe("textChoiceProblem", () => {
  it("serves English passages without toggles, and common words in any language with any", () => {
    expect(textChoiceProblem(DEFAULT_TEXT_CHOICE)).toBeNull();
    expect(textChoiceProblem(words)).toBeNull();
    expect(textChoiceProblem({ ...words, language: "he", numbers: true })).toBeNull();
    expect(textChoiceProblem(quotes)).toBeNull();
  });

  it("serves passages in the languages they are written in, and that their toggles are not choices", () => {
    for (const language of ["fr", "de", "es", "ru"] as const) {
      expect(textChoiceProblem({ ...DEFAULT_TEXT_CHOICE, language })).toBeNull();
    }
    expect(textChoiceProblem({ ...DEFAULT_TEXT_CHOICE, language: "pl" })).toBe(
      "Passages are not available in Polish yet.",
    );
    for (const toggle of [{ punctuation: true }, { numbers: true }]) {
      expect(textChoiceProblem({ ...DEFAULT_TEXT_CHOICE, ...toggle })).toBe(
        "Passages bring their own punctuation and numbers: the toggles are for common words.",
      );
    }
  });

  it("says quotes are English only so far, and bring their own punctuation and numbers", () => {
    expect(textChoiceProblem({ ...quotes, language: "fr" })).toBe(
      "Quotes are not available in French yet.",
    );
    for (const toggle of [{ punctuation: true }, { numbers: true }]) {
      expect(textChoiceProblem({ ...quotes, ...toggle })).toBe(
        "Quotes bring their own punctuation and numbers: the toggles are for common words.",
      );
    }
  });

  it("serves code in every programming language, in English and without toggles", () => {
    expect(textChoiceProblem(go)).toBeNull();
    expect(textChoiceProblem({ ...go, language: "pl" })).toBe(
      "Code is written in English, not in Polish.",
    );
    for (const toggle of [{ punctuation: true }, { numbers: true }]) {
      expect(textChoiceProblem({ ...go, ...toggle })).toBe(
        "Code brings its own punctuation and numbers: the toggles are for common words.",
      );
    }
  });
});

describe("canRankText", () => {
  it("ranks timed tests of English passages only, until the boards can be filtered by text", () => {
    expect(canRankText({ kind: "timed", seconds: 60 }, DEFAULT_TEXT_CHOICE)).toBe(true);
    const german = { ...DEFAULT_TEXT_CHOICE, language: "de" } as const;
    expect(canRankText({ kind: "timed", seconds: 60 }, german)).toBe(false);
    expect(canRankText({ kind: "timed", seconds: 60 }, words)).toBe(false);
    expect(canRankText({ kind: "timed", seconds: 60 }, quotes)).toBe(false);
    expect(canRankText({ kind: "timed", seconds: 60 }, go)).toBe(false);
    expect(canRankText({ kind: "length", characters: 300 }, DEFAULT_TEXT_CHOICE)).toBe(false);
  });
});

describe("textOfTicket", () => {
  it("reads a token's words, quotes, code or passages' language as that choice, and none as English passages", () => {
    expect(textOfTicket({})).toEqual(DEFAULT_TEXT_CHOICE);
    expect(textOfTicket({ passages: { language: "ru" } })).toEqual({
      ...DEFAULT_TEXT_CHOICE,
      language: "ru",
    });
    expect(textOfTicket({ words: { language: "fr", punctuation: true, numbers: false } })).toEqual(
      words,
    );
    expect(textOfTicket({ quotes: { language: "en" } })).toEqual(quotes);
    expect(textOfTicket({ code: { language: "go" } })).toEqual(go);
  });
});
