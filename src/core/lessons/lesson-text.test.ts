import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wordList } from "../../../tests/support/word-lists.ts";
import { seededRandom } from "../texts/seeded-random.ts";
import type { Language } from "../texts/languages.ts";
import {
  LESSON_KINDS,
  type LessonKind,
  START_KEYS,
  lessonKeys,
  lowerLetters,
} from "./lesson-keys.ts";
import { DEFAULT_LESSON_LENGTH, type LessonTextOptions, lessonText } from "./lesson-text.ts";

const LISTS = { en: wordList("en"), fr: wordList("fr"), ru: wordList("ru"), tr: wordList("tr") };
type Listed = keyof typeof LISTS;

/** The longest piece a lesson adds past its length: a code fragment of four long names. */
const LONGEST_PIECE = 40;

/** The keys in play: a kind's first keys and some of the rest, as a typist's progress has them. */
const inPlay = fc
  .record({
    kind: fc.constantFrom(...LESSON_KINDS),
    language: fc.constantFrom(...(Object.keys(LISTS) as Listed[])),
    more: fc.nat(40),
    seed: fc.integer(),
    focusAt: fc.nat(),
    length: fc.integer({ min: 1, max: 400 }),
  })
  .map(({ kind, language, more, focusAt, ...rest }) => {
    const keys = lessonKeys(kind, language, "qwerty", wordsFor(kind, language));
    const played = keys.slice(0, START_KEYS[kind] + more);
    const focus =
      focusAt % 3 === 0 || played.length === 0 ? null : played[focusAt % played.length]!;
    return { kind, language, keys: played, focus, ...rest };
  });

/** The words of a lesson: its language's, but English for code. */
const wordsFor = (kind: LessonKind, language: Listed) =>
  kind === "code" ? LISTS.en : LISTS[language];

const options = ({
  seed,
  ...rest
}: { seed: number } & Omit<LessonTextOptions, "random" | "words"> & {
    words?: readonly string[];
  }): LessonTextOptions => ({
  words: wordsFor(rest.kind, rest.language as Listed),
  ...rest,
  random: seededRandom(seed),
});

/** What a lesson of a kind may type: its keys in play, the space, and its words' letters. */
function allowed(kind: LessonKind, language: Language, keys: readonly string[]): Set<string> {
  if (kind === "letters") return new Set([...keys, " "]);
  const letters = kind === "code" ? [..."abcdefghijklmnopqrstuvwxyz"] : lowerLetters(language);
  return new Set([...keys, " ", ...letters]);
}

describe("lessonText", () => {
  it("uses only the keys in play, the space and its words' letters, for any seed", () => {
    fc.assert(
      fc.property(inPlay, (lesson) => {
        const text = lessonText(options(lesson));
        const chars = allowed(lesson.kind, lesson.language, lesson.keys);
        for (const char of text) expect(chars.has(char), `${char} in ${text}`).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("is about its length, pieces one space apart, with no space before or after", () => {
    fc.assert(
      fc.property(inPlay, (lesson) => {
        const text = lessonText(options(lesson));
        expect(text).not.toMatch(/^ | $| {2}/);
        expect(text.length).toBeGreaterThanOrEqual(lesson.length);
        expect(text.length).toBeLessThan(lesson.length + LONGEST_PIECE);
      }),
      { numRuns: 300 },
    );
  });

  it("gives the same text for the same seed, and another for another", () => {
    for (const kind of LESSON_KINDS) {
      const keys = lessonKeys(kind, "en", "qwerty", LISTS.en).slice(0, 12);
      const text = (seed: number) =>
        lessonText(options({ kind, language: "en", keys, focus: keys[2]!, words: LISTS.en, seed }));
      expect(text(3), kind).toBe(text(3));
      expect(text(3), kind).not.toBe(text(4));
    }
  });

  it("is about 150 characters unless asked otherwise", () => {
    const keys = lessonKeys("letters", "en", "qwerty", LISTS.en).slice(0, 10);
    const text = lessonText(
      options({ kind: "letters", language: "en", keys, focus: null, words: LISTS.en, seed: 1 }),
    );
    expect(text.length).toBeGreaterThanOrEqual(DEFAULT_LESSON_LENGTH);
    expect(text.length).toBeLessThan(DEFAULT_LESSON_LENGTH + 20);
  });

  it("is empty with no key in play, or no common word to build a lesson around", () => {
    const base = { language: "en" as const, focus: null, words: LISTS.en, seed: 1 };
    expect(lessonText(options({ ...base, kind: "letters", keys: [] }))).toBe("");
    expect(lessonText(options({ ...base, kind: "numbers", keys: ["4"], words: ["Zeit"] }))).toBe(
      "",
    );
    expect(lessonText(options({ ...base, kind: "code", keys: ["(", ")"], words: [] }))).not.toBe(
      "",
    );
  });

  it("writes a letters lesson from its keys alone when the list has no word to give", () => {
    const keys = [..."etoahi"];
    const text = lessonText(
      options({ kind: "letters", language: "en", keys, focus: null, words: [], seed: 1 }),
    );
    expect(text.length).toBeGreaterThanOrEqual(DEFAULT_LESSON_LENGTH);
    for (const char of text.replaceAll(" ", "")) expect(keys).toContain(char);
  });
});
