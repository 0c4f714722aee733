import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../texts/seeded-random.ts";
import { CODE_ORDER } from "./lesson-keys.ts";
import type { TextParts } from "./text-parts.ts";
import { NAME_WORDS, SHORT_NAMES, codeText } from "./code-text.ts";

const EN = readFileSync(new URL("../../../content/words/en.txt", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean);

const parts = (keys: string | readonly string[], focus: string | null = null): TextParts => ({
  language: "en",
  keys: [...keys],
  focus,
  words: EN,
  random: seededRandom(6),
  length: 3000,
});

const symbolsOf = (text: string) => new Set(text.replace(/[a-z ]/g, ""));

describe("codeText", () => {
  it("builds fragments from names and the brackets it starts with", () => {
    const text = codeText(parts("(){}[]"));
    expect(symbolsOf(text)).toEqual(new Set("(){}[]"));
    expect(text).toMatch(/\b[a-z]+\([a-z]+\)/);
    expect(text).toMatch(/\b[a-z]+\[[a-z]+\]/);
    expect(text).toMatch(/\{ [a-z]+ \}/);
  });

  it("uses every code symbol once all are in play, and no other", () => {
    const text = codeText(parts(CODE_ORDER));
    expect(symbolsOf(text)).toEqual(new Set(CODE_ORDER));
  });

  it("closes every bracket it opens", () => {
    const text = codeText(parts(CODE_ORDER));
    for (const [open, close] of ["()", "[]", "{}"]) {
      expect(text.split(open!).length).toBe(text.split(close!).length);
    }
  });

  it("names things with short English words and the usual short names", () => {
    const names = codeText(parts("(){}[]")).match(/[a-z]+/g)!;
    const common = EN.slice(0, NAME_WORDS);
    for (const name of names)
      expect(SHORT_NAMES.includes(name) || common.includes(name)).toBe(true);
    expect(names.every((name) => name.length <= 6)).toBe(true);
    // Words of two letters or more besides the one-letter short names.
    expect(names.some((name) => name.length > 1)).toBe(true);
  });

  it("keeps to short names with a word list in another script", () => {
    const text = codeText({ ...parts("(){}[]"), words: ["и", "в", "не"] });
    for (const name of text.match(/[^(){}[\] ]+/g)!) expect(SHORT_NAMES).toContain(name);
  });

  it("puts the focus symbol in half the fragments or more", () => {
    const text = codeText(parts("(){}[]=;.,", "="));
    const plain = codeText(parts("(){}[]=;.,"));
    const share = (t: string) => t.split("=").length / t.split(" ").length;
    expect(share(text)).toBeGreaterThan(2 * share(plain));
    // The other half of the fragments need not hold it: items[i] has no =.
    expect(text).toMatch(/[a-z]\[[a-z]+\]/);
  });

  it("makes no code from brackets without their pairs", () => {
    expect(codeText(parts("({["))).toBe("");
  });
});
