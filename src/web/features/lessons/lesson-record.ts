import { keyStats } from "../../../core/insight/key-stats.ts";
import type { LessonKind } from "../../../core/lessons/lesson-keys.ts";
import type { LessonRecord } from "../../../core/lessons/lesson-progress.ts";
import type { SessionResult } from "../../../core/typing/typing-session.ts";

/**
 * A finished lesson as its progress keeps it: how long it took, the characters typed and the
 * wrong ones among them, and each character's figures by the character the text asked for,
 * case kept, so a capitals lesson tells "A" from "a". The space, which every lesson types and
 * no lesson teaches, is left out.
 */
export function lessonRecord(kind: LessonKind, result: SessionResult, at: number): LessonRecord {
  const { keys } = keyStats(result.passage, result.edits, undefined, { keepCase: true });
  return {
    at: Math.round(at),
    kind,
    ms: Math.max(1, Math.round(result.elapsedMs)),
    chars: result.typedLength,
    errors: Math.min(result.mistakes.length, result.typedLength),
    keys: Object.fromEntries(Object.entries(keys).filter(([name]) => [...name].length === 1)),
  };
}
