import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadWords, wordsLanguage } from "./lesson-words.ts";

describe("loadWords", () => {
  it("gives a language's common words, most frequent first, and the same list again", async () => {
    const english = await loadWords("en");
    const file = readFileSync(new URL("../../../../content/words/en.txt", import.meta.url), "utf8");
    expect(english).toEqual(file.split("\n").filter((word) => word !== ""));
    expect(english.length).toBeGreaterThan(1000);
    expect(await loadWords("en")).toBe(english);
  });

  it("has a list for every language lessons are offered in", async () => {
    expect((await loadWords("he")).length).toBeGreaterThan(1000);
  });
});

describe("wordsLanguage", () => {
  it("writes code lessons in English words, and the rest in their language", () => {
    expect(wordsLanguage("code", "fr")).toBe("en");
    expect(wordsLanguage("capitals", "fr")).toBe("fr");
  });
});
