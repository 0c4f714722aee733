import { type KeyFigures, keyConfidence, keyFigures, meetsTarget } from "./key-confidence.ts";
import { keysInPlay, lessonOrder } from "./keys-in-play.ts";
import type { LessonProgress } from "./lesson-progress.ts";

/**
 * The key lessons lean on: the typist's pick while it is in play, else the key in play with the
 * lowest confidence. A key with no figures yet, as one just unlocked, comes first, since it
 * needs typing before it can be judged; ties go to the earlier key of the order. Null when no
 * key is in play.
 */
export function focusKey(state: LessonProgress, words: readonly string[]): string | null {
  const inPlay = keysInPlay(state, words);
  if (state.focus && inPlay.includes(state.focus.key)) return state.focus.key;
  let weakest: string | null = null;
  let lowest = Infinity;
  for (const key of inPlay) {
    const confidence = keyConfidence(keyFigures(state.lessons, key), state) ?? -Infinity;
    if (confidence < lowest) {
      weakest = key;
      lowest = confidence;
    }
  }
  return weakest;
}

/** Where a key stands in the current kind's lessons. */
export type KeyStatus = "locked-out" | "in-play" | "skipped";

/** One key of the row a lessons page shows, coloured from red to green by its confidence. */
export interface KeyTile {
  key: string;
  status: KeyStatus;
  /** Its smoothed speed and accuracy; null (grey) until it has enough keystrokes. */
  figures: KeyFigures | null;
  /** 1 at both targets (key-confidence.ts); null with no figures. */
  confidence: number | null;
  meetsTarget: boolean;
  /** Whether the lessons lean on it now (focusKey). */
  focus: boolean;
}

/** Every key of the current kind in unlock order, each with where it stands and its figures. */
export function keyRow(state: LessonProgress, words: readonly string[]): KeyTile[] {
  const inPlay = new Set(keysInPlay(state, words));
  const skipped = new Set(state.skipped[state.kind]);
  const focus = focusKey(state, words);
  return lessonOrder(state, words).map((key) => {
    const figures = keyFigures(state.lessons, key);
    return {
      key,
      status: skipped.has(key) ? "skipped" : inPlay.has(key) ? "in-play" : "locked-out",
      figures,
      confidence: keyConfidence(figures, state),
      meetsTarget: meetsTarget(figures, state),
      focus: key === focus,
    };
  });
}
