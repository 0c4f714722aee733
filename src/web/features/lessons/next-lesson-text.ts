import { focusKey } from "../../../core/lessons/key-row.ts";
import { keysInPlay } from "../../../core/lessons/keys-in-play.ts";
import { lessonText } from "../../../core/lessons/lesson-text.ts";
import type { LessonProgress } from "../../../core/lessons/lesson-progress.ts";
import { seededRandom } from "../../../core/texts/seeded-random.ts";
import { wordsLanguage } from "./lesson-words.ts";

/**
 * A lesson's text from the progress now: its keys in play, leaning on the focus key. A module
 * of its own so that the lessons benchmark times the page's very code; a new seed each lesson.
 */
export function nextLessonText(
  progress: LessonProgress,
  words: readonly string[],
  seed: number = Math.floor(Math.random() * 2 ** 31),
): string {
  return lessonText({
    kind: progress.kind,
    language: wordsLanguage(progress.kind, progress.language),
    keys: keysInPlay(progress, words),
    focus: focusKey(progress, words),
    words,
    random: seededRandom(seed),
  });
}
