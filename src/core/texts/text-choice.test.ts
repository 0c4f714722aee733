import { describe, expect, it } from "vitest";
import {
  DEFAULT_TEXT_CHOICE,
  parseTextChoiceKey,
  testTextChoice,
  textChoiceKey,
  type TextChoice,
} from "./text-choice.ts";

const words: TextChoice = { kind: "words", language: "fr", punctuation: true, numbers: false };

describe("testTextChoice", () => {
  it("asks for plain English passages or quotes whatever was kept for common words", () => {
    expect(testTextChoice({ ...words, kind: "passages" })).toEqual(DEFAULT_TEXT_CHOICE);
    expect(testTextChoice(words)).toBe(words);
    expect(testTextChoice({ ...words, kind: "quotes" })).toEqual({
      ...DEFAULT_TEXT_CHOICE,
      kind: "quotes",
    });
    expect(textChoiceKey(words)).toBe("words:fr:true:false");
    expect(textChoiceKey({ ...words, numbers: true })).not.toBe(textChoiceKey(words));
  });
});

describe("parseTextChoiceKey", () => {
  it("reads back every choice its key writes", () => {
    const quotes: TextChoice = { ...DEFAULT_TEXT_CHOICE, kind: "quotes" };
    for (const choice of [DEFAULT_TEXT_CHOICE, words, { ...words, numbers: true }, quotes]) {
      expect(parseTextChoiceKey(textChoiceKey(choice))).toEqual(choice);
    }
  });

  it.each([
    null,
    "",
    "code:en:false:false",
    "words:xx:false:false",
    "words:en:yes:false",
    "words:en:false:1",
    "words:en:false",
    "words:en:false:false:more",
  ])("reads %j as no choice", (key) => {
    expect(parseTextChoiceKey(key)).toBeNull();
  });
});
