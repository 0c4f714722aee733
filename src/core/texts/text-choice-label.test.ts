import { describe, expect, it } from "vitest";
import { DEFAULT_TEXT_CHOICE, type TextChoice } from "./text-choice.ts";
import { textChoiceLabel } from "./text-choice-label.ts";

const words: TextChoice = {
  ...DEFAULT_TEXT_CHOICE,
  kind: "words",
  language: "fr",
  punctuation: true,
};

describe("textChoiceLabel", () => {
  it("names the kind, a language other than English passages' and quotes', and the toggles on", () => {
    expect(textChoiceLabel(DEFAULT_TEXT_CHOICE)).toBe("Passages");
    expect(textChoiceLabel(words)).toBe("Common words · Français · punctuation");
    expect(textChoiceLabel({ ...words, language: "en", punctuation: false, numbers: true })).toBe(
      "Common words · English · numbers",
    );
    expect(textChoiceLabel({ ...DEFAULT_TEXT_CHOICE, kind: "quotes" })).toBe("Quotes");
    expect(textChoiceLabel({ ...DEFAULT_TEXT_CHOICE, language: "de" })).toBe("Passages · Deutsch");
    expect(textChoiceLabel({ ...DEFAULT_TEXT_CHOICE, kind: "code", code: "python" })).toBe(
      "Code · Python",
    );
  });
});
