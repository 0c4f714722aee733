import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeTextNaive } from "../../../tests/support/analyzer-oracle.ts";
import { analyzeText, minutesLabel, type TextMetrics } from "./analyzer.ts";

const EMPTY: TextMetrics = {
  characters: 0,
  nonBlankCharacters: 0,
  standardWords: 0,
  actualWords: 0,
  sentences: 0,
  lines: 1,
  nonEmptyLines: 0,
  pages: 0,
  readingTime: 0,
  typingTime: 0,
};

describe("analyzeText", () => {
  it("reports zero of everything but the one empty line for empty text", () => {
    expect(analyzeText("")).toEqual(EMPTY);
  });

  it("counts whitespace-only text as characters but no words, sentences or non-empty lines", () => {
    const metrics = analyzeText("  \t \n   \n");
    expect(metrics).toMatchObject({
      characters: 9,
      nonBlankCharacters: 0,
      actualWords: 0,
      sentences: 0,
      lines: 3,
      nonEmptyLines: 0,
    });
  });

  it("counts characters including spaces and line breaks, and non-blank ones without them", () => {
    const metrics = analyzeText("Hello world.\nBye");
    expect(metrics.characters).toBe(16);
    expect(metrics.nonBlankCharacters).toBe(14);
  });

  it("counts standard words as characters / 5 rounded to one decimal", () => {
    expect(analyzeText("abcdefg").standardWords).toBe(1.4);
    expect(analyzeText("abcdefgh").standardWords).toBe(1.6);
    expect(analyzeText("a".repeat(10)).standardWords).toBe(2);
  });

  it("counts actual words as whitespace-separated tokens, tabs and repeated spaces included", () => {
    expect(analyzeText("one\ttwo   three\n\nfour").actualWords).toBe(4);
    expect(analyzeText("  leading and trailing  ").actualWords).toBe(3);
    expect(analyzeText("don't stop-me now!").actualWords).toBe(3);
  });

  it("treats a run of '?!.' as one sentence end", () => {
    expect(analyzeText("Really?! Yes... Fine.").sentences).toBe(3);
    expect(analyzeText("What?!?!").sentences).toBe(1);
  });

  it("counts a final sentence without closing punctuation", () => {
    expect(analyzeText("First one. Second one without an end").sentences).toBe(2);
  });

  it("ignores empty segments between and around sentence ends", () => {
    expect(analyzeText("... !! ?").sentences).toBe(0);
    expect(analyzeText(". Start. . End").sentences).toBe(2);
  });

  it("counts lines split on LF, CRLF and a lone CR alike", () => {
    expect(analyzeText("a\nb\nc").lines).toBe(3);
    expect(analyzeText("a\r\nb\r\nc").lines).toBe(3);
    expect(analyzeText("a\rb\rc").lines).toBe(3);
    expect(analyzeText("a\r\n\r\nb").lines).toBe(3);
    expect(analyzeText("a\n").lines).toBe(2);
  });

  it("counts non-empty lines as lines that are not blank once trimmed", () => {
    const metrics = analyzeText("first\r\n   \r\n\tsecond\r\rthird\n \t ");
    expect(metrics.lines).toBe(6);
    expect(metrics.nonEmptyLines).toBe(3);
  });

  it("counts pages as characters / 1800 rounded to one decimal", () => {
    expect(analyzeText("x".repeat(1800)).pages).toBe(1);
    expect(analyzeText("x".repeat(2700)).pages).toBe(1.5);
    expect(analyzeText("x".repeat(89)).pages).toBe(0);
    expect(analyzeText("x".repeat(90)).pages).toBe(0.1);
  });

  it("rounds reading time (200 words a minute) up to whole minutes", () => {
    expect(analyzeText("word ".repeat(1)).readingTime).toBe(1);
    expect(analyzeText("word ".repeat(200)).readingTime).toBe(1);
    expect(analyzeText("word ".repeat(201)).readingTime).toBe(2);
  });

  it("rounds typing time (40 standard words a minute) up to whole minutes", () => {
    expect(analyzeText("x".repeat(200)).typingTime).toBe(1);
    expect(analyzeText("x".repeat(201)).typingTime).toBe(2);
    expect(analyzeText("x".repeat(400)).typingTime).toBe(2);
  });

  it("counts an emoji or a character outside the basic plane as one character", () => {
    const metrics = analyzeText("I 😀 𝒳!");
    expect(metrics.characters).toBe(6);
    expect(metrics.nonBlankCharacters).toBe(4);
    expect(metrics.actualWords).toBe(3);
    expect(metrics.sentences).toBe(1);
  });

  it("handles accented, CJK and right-to-left text and Unicode spaces", () => {
    const metrics = analyzeText("Café déjà vu.\u00a0東京は大きい。 مرحبا بالعالم");
    expect(metrics.actualWords).toBe(6);
    expect(metrics.sentences).toBe(2);
    expect(metrics.nonBlankCharacters).toBe(metrics.characters - 5);
  });
});

describe("analyzeText against the one-metric reference", () => {
  const alphabet = ["a", "Z", "é", "😀", " ", "\t", "\n", "\r", "\r\n", ".", "!", "?", "\u00a0"];

  it("agrees on any text built from letters, spaces, breaks and sentence ends", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 80 }), (parts) => {
        const text = parts.join("");
        expect(analyzeText(text)).toEqual(analyzeTextNaive(text));
      }),
      { numRuns: 2000 },
    );
  });

  it("agrees on arbitrary Unicode strings", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (text) => {
        expect(analyzeText(text)).toEqual(analyzeTextNaive(text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("minutesLabel", () => {
  it("uses the singular only for exactly one minute", () => {
    expect(minutesLabel(0)).toBe("0 minutes");
    expect(minutesLabel(1)).toBe("1 minute");
    expect(minutesLabel(2)).toBe("2 minutes");
  });
});

describe("analyzeText's whitespace and surrogates", () => {
  it.each([
    ["no-break space", "\u00a0"],
    ["ogham space mark", "\u1680"],
    ["en quad", "\u2000"],
    ["hair space", "\u200a"],
    ["line separator", "\u2028"],
    ["paragraph separator", "\u2029"],
    ["narrow no-break space", "\u202f"],
    ["medium mathematical space", "\u205f"],
    ["ideographic space", "\u3000"],
    ["byte order mark", "\ufeff"],
  ])("separates words at a %s, as \\s does", (_name, space) => {
    const metrics = analyzeText(`a${space}b`);
    expect(metrics.actualWords).toBe(2);
    expect(metrics.nonBlankCharacters).toBe(2);
  });

  it.each([
    ["U+1FFF", "\u1fff"],
    ["a zero-width space", "\u200b"],
  ])("does not separate words at %s, which \\s does not match", (_name, char) => {
    expect(analyzeText(`a${char}b`).actualWords).toBe(1);
  });

  it("counts a surrogate pair as one character, and a lone surrogate as one of its own", () => {
    expect(analyzeText("a\u{1f600}b").characters).toBe(3);
    expect(analyzeText("a\udc00").characters).toBe(2);
    expect(analyzeText("\udc00\udc00").characters).toBe(2);
    expect(analyzeText("\ud800a").characters).toBe(2);
    expect(analyzeText("\ud800\ue000").characters).toBe(2);
  });
});
