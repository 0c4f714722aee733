import { describe, expect, it } from "vitest";
import { MAX_CUSTOM_TEXT_LENGTH, normalizeCustomText } from "./custom-text.ts";

const text = (input: string) => {
  const result = normalizeCustomText(input);
  if (!result.ok) throw new Error(result.message);
  return result.text;
};

describe("normalizeCustomText", () => {
  it("trims and collapses spaces and tabs", () => {
    expect(text("  the \t quick   brown\tfox  ")).toBe("the quick brown fox");
  });

  it("keeps line breaks as \\n, without spaces around them or more than one empty line", () => {
    expect(text("one  \r\ntwo\rthree\n\n\n\n  four")).toBe("one\ntwo\nthree\n\nfour");
  });

  it("writes quotes, dashes, ellipses and odd spaces as a keyboard types them", () => {
    expect(text("\u201cIt\u2019s\u00a0here\u201d \u2014 she said\u2026 1\u20132")).toBe(
      '"It\'s here" - she said... 1-2',
    );
  });

  it("removes control and invisible characters", () => {
    expect(text("a\u0000b\u0007c\u200bd\ufeffe\u007ff\u00adg")).toBe("abcdefg");
  });

  it("keeps letters beyond ASCII", () => {
    expect(text("café naïve")).toBe("café naïve");
  });

  it("refuses text that is empty once cleaned", () => {
    expect(normalizeCustomText(" \n\t\u200b ")).toEqual({
      ok: false,
      reason: "empty",
      message: "Enter some text to practise.",
    });
  });

  it("takes 5,000 characters and refuses one more, counted after cleaning", () => {
    expect(MAX_CUSTOM_TEXT_LENGTH).toBe(5000);
    expect(text(`  ${"a".repeat(5000)}  `)).toHaveLength(5000);
    expect(normalizeCustomText("a".repeat(5001))).toEqual({
      ok: false,
      reason: "too-long",
      message: "Practice text can be up to 5,000 characters; this is 5,001.",
    });
  });
});
