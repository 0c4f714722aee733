import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DIFFICULTIES, type Difficulty } from "../typing/difficulty.ts";
import { LANGUAGE_LETTERS } from "./language-letters.ts";
import type { Language } from "./languages.ts";

/*
 * The passages a typist reads in French, German, Spanish and Russian are checked as text, like
 * the English corpus: enough of them, each the size the typing page is laid out for, typeable
 * on that language's plain keyboard with only the punctuation its difficulty promises, and none
 * repeating another.
 */

const PROSE_LANGUAGES = ["fr", "de", "es", "ru"] as const satisfies readonly Language[];
const DIR = new URL("../../../content/passages/", import.meta.url);

type Passages = Record<Difficulty, string[]>;

function load(language: Language): Passages {
  return JSON.parse(readFileSync(new URL(`${language}.json`, DIR), "utf8")) as Passages;
}

const LENGTHS: Record<Difficulty, { min: number; max: number }> = {
  easy: { min: 190, max: 250 },
  medium: { min: 290, max: 360 },
  hard: { min: 400, max: 510 },
};

// Each difficulty adds to the one below it; straight quotes only, since typographic ones and
// dashes are not on common keyboards.
const PUNCTUATION: Record<Difficulty, string> = {
  easy: " ,.",
  medium: " ,.0123456789'?",
  hard: " ,.0123456789'?\"%():;-!",
};

function allowed(language: Language, difficulty: Difficulty): Set<string> {
  // Spanish opens its questions and exclamations, so it may use them once questions are allowed.
  const spanish = language === "es" && difficulty !== "easy" ? "¿¡" : "";
  return new Set([...LANGUAGE_LETTERS[language], ...PUNCTUATION[difficulty], ...spanish]);
}

function words(text: string): string[] {
  return text.toLocaleLowerCase("und").match(/[\p{L}\p{N}']+/gu) ?? [];
}

describe.each(PROSE_LANGUAGES)("the %s passages", (language) => {
  const passages = load(language);

  it("has exactly the three difficulties", () => {
    expect(Object.keys(passages).sort()).toEqual([...DIFFICULTIES].sort());
  });

  describe.each(DIFFICULTIES)("%s", (difficulty) => {
    const texts = passages[difficulty];
    const { min, max } = LENGTHS[difficulty];

    it("holds at least 15 passages", () => {
      expect(texts.length).toBeGreaterThanOrEqual(15);
    });

    it("keeps every passage within its difficulty's length range", () => {
      const outside = texts.filter((text) => text.length < min || text.length > max);
      expect(outside).toEqual([]);
    });

    it("uses only the language's letters and the difficulty's punctuation", () => {
      const chars = allowed(language, difficulty);
      const bad = texts.flatMap((text) => [...text].filter((char) => !chars.has(char)));
      expect(bad).toEqual([]);
    });

    it("is NFC normalised, single-spaced and trimmed", () => {
      const bad = texts.filter(
        (text) => text.normalize("NFC") !== text || text.includes("  ") || text.trim() !== text,
      );
      expect(bad).toEqual([]);
    });

    it("starts with a capital and ends with a full stop, question or exclamation mark", () => {
      const bad = texts.filter((text) => !/^[¿¡"]?\p{Lu}/u.test(text) || !/[.?!]$/.test(text));
      expect(bad).toEqual([]);
    });

    it("puts no space before punctuation, so French needs no narrow no-break space", () => {
      const bad = texts.filter((text) => / [,.;:?!)]/.test(text));
      expect(bad).toEqual([]);
    });

    it("closes every parenthesis and quotation it opens", () => {
      const bad = texts.filter((text) => {
        let depth = 0;
        for (const char of text) {
          if (char === "(") depth++;
          if (char === ")" && --depth < 0) return true;
        }
        return depth !== 0 || (text.match(/"/g)?.length ?? 0) % 2 !== 0;
      });
      expect(bad).toEqual([]);
    });
  });

  const all = DIFFICULTIES.flatMap((difficulty) => passages[difficulty]);

  it("has no passage twice, in any difficulty", () => {
    const normal = all.map((text) => words(text).join(" "));
    expect(normal.filter((text, i) => normal.indexOf(text) !== i)).toEqual([]);
  });

  it("has no two passages sharing a run of eight words", () => {
    const owner = new Map<string, number>();
    const shared: string[] = [];
    all.forEach((text, index) => {
      const list = words(text);
      for (let i = 0; i + 8 <= list.length; i++) {
        const run = list.slice(i, i + 8).join(" ");
        const first = owner.get(run);
        if (first === undefined) owner.set(run, index);
        else if (first !== index) shared.push(run);
      }
    });
    expect(shared).toEqual([]);
  });
});
