import { keyConfidence, keyFigures } from "../../../core/lessons/key-confidence.ts";
import { keysInPlay, nextKey } from "../../../core/lessons/keys-in-play.ts";
import { MIN_KEY_TIMED } from "../../../core/lessons/key-confidence.ts";
import type { LessonProgress } from "../../../core/lessons/lesson-progress.ts";
import { keyName } from "./lesson-labels.ts";

/** What a finished lesson changed, for the line above its results. */
export type LessonOutcome =
  | { kind: "unlocked"; key: string }
  | { kind: "all-in-play" }
  | {
      kind: "held-back";
      /** The key in play furthest from the targets, which holds the next key back. */
      key: string;
      /** How many keys in play are not at the targets yet, that one included. */
      behind: number;
      /** Its speed and accuracy, or null while it has too few keystrokes to judge. */
      wpm: number | null;
      accuracy: number | null;
    };

/**
 * What the lesson just recorded (the last of `after`'s lessons) changed: the key it unlocked,
 * that every key is in play already, or the key that holds the next one back, the one in play
 * furthest from the targets, with its figures, a key without figures first.
 */
export function lessonOutcome(after: LessonProgress, words: readonly string[]): LessonOutcome {
  const unlocked = after.lessons.at(-1)?.unlocked;
  if (unlocked !== undefined) return { kind: "unlocked", key: unlocked };
  if (nextKey(after, words) === null) return { kind: "all-in-play" };
  const behind = keysInPlay(after, words)
    .map((key) => {
      const figures = keyFigures(after.lessons, key);
      return { key, figures, confidence: keyConfidence(figures, after) ?? -Infinity };
    })
    .filter(
      ({ figures }) =>
        figures === null ||
        figures.wpm < after.targetWpm ||
        figures.accuracy < after.targetAccuracy,
    );
  const worst = behind.reduce((a, b) => (b.confidence < a.confidence ? b : a), behind[0]!);
  return {
    kind: "held-back",
    key: worst.key,
    behind: behind.length,
    wpm: worst.figures?.wpm ?? null,
    accuracy: worst.figures?.accuracy ?? null,
  };
}

/** The outcome in words: "Unlocked: k", or what holds the next key back and by how much. */
export function outcomeMessage(outcome: LessonOutcome, progress: LessonProgress): string {
  switch (outcome.kind) {
    case "unlocked":
      return `Unlocked: ${keyName(outcome.key)}`;
    case "all-in-play":
      return "Every key of this lesson is in play.";
    case "held-back": {
      const { key, wpm, accuracy, behind } = outcome;
      const others =
        behind > 1
          ? ` ${behind - 1} more ${behind === 2 ? "key is" : "keys are"} below target too.`
          : "";
      if (wpm === null || accuracy === null) {
        return `Next key held back by ${keyName(key)}: it needs ${MIN_KEY_TIMED} timed keystrokes before it is judged.${others}`;
      }
      const gaps: string[] = [];
      if (wpm < progress.targetWpm) {
        gaps.push(
          `${Math.round(wpm)} WPM, ${Math.max(1, Math.round(progress.targetWpm - wpm))} short of ${progress.targetWpm}`,
        );
      }
      if (accuracy < progress.targetAccuracy) {
        // Whole percents, rounded down as a figure short of its target must be.
        const percent = Math.floor(accuracy * 100);
        const target = Math.round(progress.targetAccuracy * 100);
        const points = Math.max(1, target - percent);
        gaps.push(
          `${percent} % accuracy, ${points} ${points === 1 ? "point" : "points"} short of ${target} %`,
        );
      }
      return `Next key held back by ${keyName(key)}: ${gaps.join(" and ")}.${others}`;
    }
  }
}
