import { describe, expect, it } from "vitest";
import {
  canRankText,
  DEFAULT_TEXT_CHOICE,
  testTextChoice,
  textChoiceKey,
  textChoiceLabel,
  textChoiceProblem,
  textOfWords,
  type TextChoice,
} from "./text-choice.ts";

const words: TextChoice = { kind: "words", language: "fr", punctuation: true, numbers: false };

describe("textChoiceProblem", () => {
  it("serves English passages without toggles, and common words in any language with any", () => {
    expect(textChoiceProblem(DEFAULT_TEXT_CHOICE)).toBeNull();
    expect(textChoiceProblem(words)).toBeNull();
    expect(textChoiceProblem({ ...words, language: "he", numbers: true })).toBeNull();
  });

  it("says passages are English only so far, and that their toggles are not choices", () => {
    expect(textChoiceProblem({ ...DEFAULT_TEXT_CHOICE, language: "de" })).toBe(
      "Passages are not available in German yet.",
    );
    for (const toggle of [{ punctuation: true }, { numbers: true }]) {
      expect(textChoiceProblem({ ...DEFAULT_TEXT_CHOICE, ...toggle })).toBe(
        "Passages bring their own punctuation and numbers: the toggles are for common words.",
      );
    }
  });
});

describe("testTextChoice", () => {
  it("asks for plain English passages whatever was kept for common words", () => {
    expect(testTextChoice({ ...words, kind: "passages" })).toEqual(DEFAULT_TEXT_CHOICE);
    expect(testTextChoice(words)).toBe(words);
    expect(textChoiceKey(words)).toBe("words:fr:true:false");
    expect(textChoiceKey({ ...words, numbers: true })).not.toBe(textChoiceKey(words));
  });
});

describe("textChoiceLabel", () => {
  it("names the kind, a language other than English passages', and the toggles on", () => {
    expect(textChoiceLabel(DEFAULT_TEXT_CHOICE)).toBe("Passages");
    expect(textChoiceLabel(words)).toBe("Common words · Français · punctuation");
    expect(textChoiceLabel({ ...words, language: "en", punctuation: false, numbers: true })).toBe(
      "Common words · English · numbers",
    );
  });
});

describe("canRankText", () => {
  it("ranks timed tests of passages only, until the boards can be filtered by text", () => {
    expect(canRankText({ kind: "timed", seconds: 60 }, DEFAULT_TEXT_CHOICE)).toBe(true);
    expect(canRankText({ kind: "timed", seconds: 60 }, words)).toBe(false);
    expect(canRankText({ kind: "length", characters: 300 }, DEFAULT_TEXT_CHOICE)).toBe(false);
  });
});

describe("textOfWords", () => {
  it("reads a token's words as a common-words choice, and no words as passages", () => {
    expect(textOfWords(undefined)).toEqual(DEFAULT_TEXT_CHOICE);
    expect(textOfWords({ language: "fr", punctuation: true, numbers: false })).toEqual(words);
  });
});
