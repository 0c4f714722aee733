import { describe, expect, it } from "vitest";
import { customTestText } from "./custom-test-text.ts";
import { MAX_CUSTOM_TEXT_LENGTH, normalizeCustomText } from "./custom-text.ts";

describe("customTestText", () => {
  it("repeats a short text to a character test's length, cut at a word's end", () => {
    const text = customTestText("one two three", { kind: "length", characters: 300 });
    expect(text.length).toBeGreaterThanOrEqual(270);
    expect(text.length).toBeLessThanOrEqual(360);
    expect(text.startsWith("one two three one two three")).toBe(true);
    expect(text).toMatch(/\S$/);
  });

  it("cuts a word test from the text right after its last word, repeating a short text", () => {
    expect(customTestText("one two three", { kind: "words", count: 10 })).toBe(
      "one two three one two three one two three one",
    );
    const long = Array.from({ length: 300 }, (_, i) => `w${i}`).join(" ");
    expect(customTestText(long, { kind: "words", count: 25 })).toBe(
      long.split(" ").slice(0, 25).join(" "),
    );
  });

  it("fills a timed test with whole copies within the custom text limit", () => {
    const text = customTestText("one two three", { kind: "timed", seconds: 60 });
    expect(text.length).toBeLessThanOrEqual(MAX_CUSTOM_TEXT_LENGTH);
    expect(text.length).toBeGreaterThan(MAX_CUSTOM_TEXT_LENGTH - 14);
    expect(text.split(" ").length % 3).toBe(0);
    expect(text.endsWith("three")).toBe(true);
  });

  it("cuts a custom length in characters as a character test, within the custom text limit", () => {
    const short = customTestText("one two three", {
      kind: "custom-length",
      unit: "characters",
      value: 80,
    });
    expect(short.length).toBeGreaterThanOrEqual(72);
    expect(short.length).toBeLessThanOrEqual(96);
    const long = customTestText("one two three", {
      kind: "custom-length",
      unit: "characters",
      value: 10_000,
    });
    expect(long.length).toBeLessThanOrEqual(MAX_CUSTOM_TEXT_LENGTH);
    expect(long.length).toBeGreaterThan(MAX_CUSTOM_TEXT_LENGTH * 0.7);
  });

  it("keeps a long text once in a timed test", () => {
    const long = "word ".repeat(900).trim();
    expect(customTestText(long, { kind: "timed", seconds: 600 })).toBe(long);
  });

  it("stays cleaned, so it saves as practice text does", () => {
    const text = customTestText("first line\nsecond line", { kind: "timed", seconds: 30 });
    expect(normalizeCustomText(text)).toEqual({ ok: true, text });
  });
});
