import { LESSON_KINDS } from "./lesson-keys.ts";
import { type LessonProgress, type LessonRecord, MAX_LESSONS } from "./lesson-progress.ts";

/**
 * A lesson told apart from every other: when it ended, its kind, how long it took and how much
 * was typed. Resetting a key's figures changes only its `keys`, so the same lesson before and
 * after a reset is still the same lesson.
 */
function lessonId(lesson: LessonRecord): string {
  return `${lesson.at}:${lesson.kind}:${lesson.ms}:${lesson.chars}:${lesson.errors}`;
}

/**
 * The progress an account keeps when a device saves `written` over `stored` (two tabs, or two
 * devices, each saving the whole document). The write is the latest word on everything the
 * typist chooses (kind, language, layout, targets, focus, skipped keys), so its settings win.
 * What was earned is never lost to a device that had not seen it yet:
 * - lessons: both lists, a lesson in both taken as the write has it (a key's figures reset on
 *   this device stay reset), ordered by when each ended and capped at MAX_LESSONS, newest kept;
 * - unlocked keys: both lists, the write's first. No operation takes a key back out of
 *   `unlocked` (skipping is its own list), so a key missing from the write was unlocked
 *   elsewhere, and the merged lessons hold the lesson that unlocked it.
 * Saving the same document again changes nothing, and neither does saving what was stored.
 */
export function mergeLessonProgress(
  stored: LessonProgress | null,
  written: LessonProgress,
): LessonProgress {
  if (!stored) return written;
  const lessons = new Map(stored.lessons.map((lesson) => [lessonId(lesson), lesson]));
  for (const lesson of written.lessons) lessons.set(lessonId(lesson), lesson);
  const unlocked = { ...written.unlocked };
  for (const kind of LESSON_KINDS) {
    unlocked[kind] = [...new Set([...written.unlocked[kind], ...stored.unlocked[kind]])];
  }
  return {
    ...written,
    unlocked,
    lessons: [...lessons.values()]
      // A stable sort: lessons that ended in the same millisecond keep their order.
      .sort((a, b) => a.at - b.at)
      .slice(-MAX_LESSONS),
  };
}
