import { describe, expect, it } from "vitest";
import {
  CHOSEN_TEXT_KINDS,
  DEFAULT_TEXT_CHOICE,
  difficultyApplies,
  isServedChoice,
  parseTextChoiceKey,
  testTextChoice,
  textChoiceKey,
  type TextChoice,
} from "./text-choice.ts";

const words: TextChoice = {
  kind: "words",
  language: "fr",
  punctuation: true,
  numbers: false,
  code: "javascript",
};
const python: TextChoice = { ...DEFAULT_TEXT_CHOICE, kind: "code", code: "python" };

describe("testTextChoice", () => {
  it("asks for passages in the language kept for common words, and plain quotes", () => {
    expect(testTextChoice({ ...words, kind: "passages" })).toEqual({
      ...DEFAULT_TEXT_CHOICE,
      language: "fr",
    });
    // Passages are not written in every language common words come in.
    expect(testTextChoice({ ...words, kind: "passages", language: "pl" })).toEqual(
      DEFAULT_TEXT_CHOICE,
    );
    expect(testTextChoice(words)).toEqual(words);
    expect(testTextChoice({ ...words, code: "rust" })).toEqual(words);
    expect(testTextChoice({ ...words, kind: "quotes" })).toEqual({
      ...DEFAULT_TEXT_CHOICE,
      kind: "quotes",
    });
    expect(textChoiceKey(words)).toBe("words:fr:true:false:javascript");
    expect(textChoiceKey({ ...words, numbers: true })).not.toBe(textChoiceKey(words));
  });
});

describe("testTextChoice for code", () => {
  it("asks for the chosen programming language, in English, without toggles", () => {
    expect(testTextChoice({ ...words, kind: "code", code: "python" })).toEqual(python);
    expect(testTextChoice({ ...python, kind: "quotes" }).code).toBe("javascript");
  });
});

describe("testTextChoice for zen and custom", () => {
  it("keeps only the kind, which the server does not serve", () => {
    const zen = testTextChoice({ ...words, kind: "zen" });
    expect(zen).toEqual({ ...DEFAULT_TEXT_CHOICE, kind: "zen" });
    expect(isServedChoice(zen)).toBe(false);
    expect(isServedChoice(testTextChoice({ ...python, kind: "custom" }))).toBe(false);
    expect(isServedChoice(python)).toBe(true);
    expect(isServedChoice(DEFAULT_TEXT_CHOICE)).toBe(true);
  });
});

describe("difficultyApplies", () => {
  it("holds for every served kind, not for zen or custom", () => {
    expect(CHOSEN_TEXT_KINDS.filter(difficultyApplies)).toEqual([
      "passages",
      "words",
      "quotes",
      "code",
    ]);
  });
});

describe("parseTextChoiceKey", () => {
  it("reads back every choice its key writes", () => {
    const quotes: TextChoice = { ...DEFAULT_TEXT_CHOICE, kind: "quotes" };
    for (const choice of [
      DEFAULT_TEXT_CHOICE,
      words,
      { ...words, numbers: true },
      quotes,
      python,
      { ...DEFAULT_TEXT_CHOICE, kind: "zen" as const },
      { ...DEFAULT_TEXT_CHOICE, kind: "custom" as const },
    ]) {
      expect(parseTextChoiceKey(textChoiceKey(choice))).toEqual(choice);
    }
  });

  it("reads a key saved before Code existed as JavaScript's", () => {
    expect(parseTextChoiceKey("words:fr:true:false")).toEqual(words);
    expect(parseTextChoiceKey("quotes:en:false:false")).toEqual({
      ...DEFAULT_TEXT_CHOICE,
      kind: "quotes",
    });
  });

  it.each([
    null,
    "",
    "poetry:en:false:false",
    "code:en:false:false:cobol",
    "words:xx:false:false",
    "words:en:yes:false",
    "words:en:false:1",
    "words:en:false",
    "words:en:false:false:go:more",
  ])("reads %j as no choice", (key) => {
    expect(parseTextChoiceKey(key)).toBeNull();
  });
});
