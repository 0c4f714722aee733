import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type LessonPlan, keysInPlay, lessonOrder, nextKey } from "./keys-in-play.ts";
import { START_KEYS, lessonKeys } from "./lesson-keys.ts";

const EN = readFileSync(new URL("../../../content/words/en.txt", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean);
const ORDER = lessonKeys("letters", "en", "qwerty", EN);

const none = { letters: [], capitals: [], numbers: [], punctuation: [], code: [] };
const PLAN: LessonPlan = {
  kind: "letters",
  language: "en",
  layout: "qwerty",
  unlocked: none,
  skipped: none,
};

describe("lessonOrder", () => {
  it("orders the plan's kind, or the kind asked for, by its language and layout", () => {
    expect(lessonOrder(PLAN, EN)).toEqual(ORDER);
    expect(lessonOrder({ ...PLAN, layout: "workman" }, EN)).toEqual(
      lessonKeys("letters", "en", "workman", EN),
    );
    expect(lessonOrder(PLAN, EN, "numbers")).toEqual(lessonKeys("numbers", "en", "qwerty", EN));
  });
});

describe("keysInPlay", () => {
  it("starts each kind with its first keys", () => {
    expect(keysInPlay(PLAN, EN)).toEqual(ORDER.slice(0, START_KEYS.letters));
    expect(keysInPlay(PLAN, EN, "numbers")).toEqual([..."4756"]);
    expect(keysInPlay(PLAN, EN, "code")).toEqual([..."(){}[]"]);
  });

  it("adds the unlocked keys and leaves out the skipped, in the order's order", () => {
    const [z, q] = ["z", "q"];
    const plan = {
      ...PLAN,
      unlocked: { ...none, letters: [z, ORDER[6]!, q] },
      skipped: { ...none, letters: [ORDER[0]!, q] },
    };
    expect(keysInPlay(plan, EN)).toEqual([...ORDER.slice(1, 7), z]);
  });

  it("uses no unlocked key the order does not hold, and no key of another kind", () => {
    const plan = { ...PLAN, unlocked: { ...none, letters: ["é"], numbers: ["3"] } };
    expect(keysInPlay(plan, EN)).toEqual(ORDER.slice(0, START_KEYS.letters));
    expect(keysInPlay(plan, EN, "numbers")).toEqual([..."47563"]);
  });

  it("has none where the kind has no keys", () => {
    expect(keysInPlay({ ...PLAN, language: "he", kind: "capitals" }, [])).toEqual([]);
  });
});

describe("nextKey", () => {
  it("is the first key of the order past the start", () => {
    expect(nextKey(PLAN, EN)).toBe(ORDER[START_KEYS.letters]);
  });

  it("passes over the unlocked and the skipped keys", () => {
    const plan = {
      ...PLAN,
      unlocked: { ...none, letters: [ORDER[6]!, ORDER[8]!] },
      skipped: { ...none, letters: [ORDER[7]!, ORDER[0]!] },
    };
    expect(nextKey(plan, EN)).toBe(ORDER[9]);
  });

  it("is none when every key is in play or skipped", () => {
    const plan = { ...PLAN, unlocked: { ...none, numbers: [..."38291"] } };
    expect(nextKey(plan, EN, "numbers")).toBe("0");
    const all = { ...plan, skipped: { ...none, numbers: ["0"] } };
    expect(nextKey(all, EN, "numbers")).toBeNull();
  });
});
