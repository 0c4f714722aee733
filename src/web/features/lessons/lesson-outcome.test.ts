import { describe, expect, it } from "vitest";
import type { KeyStat } from "../../../core/insight/key-stats.ts";
import { keysInPlay } from "../../../core/lessons/keys-in-play.ts";
import {
  type LessonProgress,
  type LessonRecord,
  newLessonProgress,
  recordLesson,
  unlockAll,
} from "../../../core/lessons/lesson-progress.ts";
import { lessonOutcome, outcomeMessage } from "./lesson-outcome.ts";

/** A short word list whose letters order as e t a o i n s h r. */
const WORDS = ["the", "eat", "tea", "note", "into", "tone", "seat", "hose", "rain", "she"];

/** A key's figures in one lesson: `timed` keystrokes `ms` apart, `errors` of them wrong. */
const stat = (ms: number, timed = 12, errors = 0): KeyStat => [timed, errors, timed, ms * timed];

function lesson(keys: Record<string, KeyStat>, at = 1): LessonRecord {
  return { at, kind: "letters", ms: 60_000, chars: 150, errors: 0, keys };
}

function withLesson(progress: LessonProgress, keys: Record<string, KeyStat>) {
  return recordLesson(progress, lesson(keys), WORDS);
}

const fresh = newLessonProgress("en", "qwerty");
const inPlay = keysInPlay(fresh, WORDS);
/** Every key in play at 240 ms a keystroke: 50 WPM, past the default 35. */
const allFast = Object.fromEntries(inPlay.map((key) => [key, stat(240)]));

describe("lessonOutcome", () => {
  it("names the key a lesson unlocked", () => {
    const after = withLesson(fresh, allFast);
    const outcome = lessonOutcome(after, WORDS);
    expect(outcome).toEqual({ kind: "unlocked", key: after.lessons[0]!.unlocked });
    expect(outcomeMessage(outcome, after)).toBe(`Unlocked: ${after.lessons[0]!.unlocked}`);
  });

  it("names the slowest key and how far it is from the target speed", () => {
    const slow = inPlay[2]!;
    // 400 ms a keystroke is 30 WPM: 5 short of 35.
    const after = withLesson(fresh, { ...allFast, [slow]: stat(400) });
    const outcome = lessonOutcome(after, WORDS);
    expect(outcome).toMatchObject({ kind: "held-back", key: slow, behind: 1 });
    expect(outcomeMessage(outcome, after)).toBe(
      `Next key held back by ${slow}: 30 WPM, 5 short of 35.`,
    );
  });

  it("says how far a key's accuracy is under the target, and how many others are behind", () => {
    const [first, second] = inPlay;
    // 10 wrong of 12: its accuracy is far under; the second is just slow.
    const after = withLesson(fresh, {
      ...allFast,
      [first!]: stat(240, 12, 10),
      [second!]: stat(400),
    });
    const message = outcomeMessage(lessonOutcome(after, WORDS), after);
    expect(message).toBe(
      `Next key held back by ${first}: 16 % accuracy, 79 points short of 95 %. 1 more key is below target too.`,
    );
  });

  it("puts a key without figures first, as it needs typing before it is judged", () => {
    const { [inPlay[5]!]: _left, ...most } = allFast;
    const after = withLesson(fresh, most);
    expect(outcomeMessage(lessonOutcome(after, WORDS), after)).toBe(
      `Next key held back by ${inPlay[5]}: it needs 10 timed keystrokes before it is judged.`,
    );
  });

  it("says so when every key is in play", () => {
    const all = unlockAll(fresh, WORDS);
    const after = withLesson(all, {});
    expect(outcomeMessage(lessonOutcome(after, WORDS), after)).toBe(
      "Every key of this lesson is in play.",
    );
  });
});
