import { describe, expect, it } from "vitest";
import { wordList } from "../../../../tests/support/word-lists.ts";
import { lessonKeys } from "../../../core/lessons/lesson-keys.ts";
import { newLessonProgress, pickFocus } from "../../../core/lessons/lesson-progress.ts";
import { nextLessonText } from "./next-lesson-text.ts";

const english = wordList("en");

describe("nextLessonText", () => {
  it("makes the same lesson from the same seed, and another from another seed", () => {
    const progress = newLessonProgress("en");
    expect(nextLessonText(progress, english, 7)).toBe(nextLessonText(progress, english, 7));
    expect(nextLessonText(progress, english, 7)).not.toBe(nextLessonText(progress, english, 8));
  });

  it("uses only the keys in play and leans on the typist's focus key", () => {
    const start = lessonKeys("letters", "en", "qwerty", english).slice(0, 6);
    const progress = pickFocus(newLessonProgress("en"), start[5]!, true);
    const text = nextLessonText(progress, english, 1);
    expect([...text.replaceAll(" ", "")].every((char) => start.includes(char))).toBe(true);
    const words = text.split(" ");
    expect(words.filter((word) => word.includes(start[5]!)).length).toBeGreaterThan(
      words.length / 3,
    );
  });
});
