import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { KeyStat } from "../insight/key-stats.ts";
import { focusKey, keyRow } from "./key-row.ts";
import { START_KEYS, lessonKeys } from "./lesson-keys.ts";
import {
  type LessonProgress,
  newLessonProgress,
  pickFocus,
  recordLesson,
  setKind,
  setLanguage,
  setTargets,
  skipKey,
} from "./lesson-progress.ts";

const EN = readFileSync(new URL("../../../content/words/en.txt", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean);
const ORDER = lessonKeys("letters", "en", "qwerty", EN);
const START = ORDER.slice(0, START_KEYS.letters);
const NEXT = ORDER[START_KEYS.letters]!;

const AT_40 = setTargets(newLessonProgress(), { targetWpm: 40, targetAccuracy: 0.95 });

/** A key typed 20 times, `errors` of them wrong, each timed at `ms`. */
const typed = (ms: number, errors = 1): KeyStat => [20, errors, 20, 20 * ms];

/** The progress after one letters lesson with these keys' figures. */
function after(keys: Record<string, KeyStat>, state: LessonProgress = AT_40): LessonProgress {
  const stats = Object.values(keys);
  const chars = stats.reduce((sum, [hits]) => sum + hits, 0);
  const errors = stats.reduce((sum, [, wrong]) => sum + wrong, 0);
  return recordLesson(state, { at: 0, kind: "letters", ms: 60_000, chars, errors, keys }, EN);
}

const each = (keys: readonly string[], stat: KeyStat) =>
  Object.fromEntries(keys.map((key) => [key, stat]));

describe("focusKey", () => {
  it("takes a key with no figures first, the earliest in the order", () => {
    expect(focusKey(AT_40, EN)).toBe(START[0]);
    // Every key at the targets: the key just unlocked has none yet.
    expect(focusKey(after(each(START, typed(300))), EN)).toBe(NEXT);
  });

  it("takes the key in play with the lowest confidence", () => {
    const slowest = { ...each(START, typed(300)), [START[2]!]: typed(400) };
    expect(focusKey(after(slowest), EN)).toBe(START[2]);
    // 90 % accurate at 40 WPM is half way; 30 WPM at 95 % is three quarters.
    const wrong = { ...slowest, [START[4]!]: typed(300, 2) };
    expect(focusKey(after(wrong), EN)).toBe(START[4]);
  });

  it("breaks a tie by the order", () => {
    const even = { ...each(START, typed(300)), [START[5]!]: typed(400), [START[1]!]: typed(400) };
    expect(focusKey(after(even), EN)).toBe(START[1]);
  });

  it("takes the typist's pick while it is in play, locked or not", () => {
    expect(focusKey(pickFocus(AT_40, START[3]!, false), EN)).toBe(START[3]);
    expect(focusKey(pickFocus(AT_40, START[3]!, true), EN)).toBe(START[3]);
    expect(focusKey(pickFocus(AT_40, "z", true), EN)).toBe(START[0]);
  });

  it("is none with no key in play", () => {
    expect(focusKey(setKind(setLanguage(AT_40, "he"), "capitals"), [])).toBeNull();
  });
});

describe("keyRow", () => {
  const state = skipKey(after({ ...each(START, typed(300)), [START[1]!]: typed(600) }), "q", EN);
  const row = keyRow(state, EN);
  const tile = (key: string) => row.find((candidate) => candidate.key === key)!;

  it("shows every key of the kind in the order it unlocks", () => {
    expect(row.map((candidate) => candidate.key)).toEqual(ORDER);
  });

  it("says where each key stands", () => {
    expect(tile(START[0]!).status).toBe("in-play");
    expect(tile("q").status).toBe("skipped");
    expect(tile(ORDER[START_KEYS.letters]!).status).toBe("locked-out");
  });

  it("gives each key's figures and confidence, and whether it meets the targets", () => {
    expect(tile(START[0]!)).toMatchObject({
      figures: { wpm: 40, accuracy: 0.95 },
      confidence: 1,
      meetsTarget: true,
    });
    expect(tile(START[1]!)).toMatchObject({ confidence: 0.5, meetsTarget: false });
    expect(tile("z")).toMatchObject({ figures: null, confidence: null, meetsTarget: false });
  });

  it("marks the focus, and it alone", () => {
    expect(row.filter((candidate) => candidate.focus).map((candidate) => candidate.key)).toEqual([
      START[1],
    ]);
  });
});
