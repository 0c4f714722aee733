import type { KeyEvent } from "../typing/recorded-timeline.ts";
import {
  ARRIVAL_MARGIN_MS,
  isOversizedTimeline,
  replayOnto,
  type ReplayedText,
} from "../typing/result-verification.ts";
import { countCorrect, lengthWpm } from "../typing/scoring.ts";
import type { TimelineEdit } from "../typing/timeline.ts";

/** What the server knows of one racer's typing: every edit so far, replayed. */
export interface RaceTyping extends ReplayedText {
  edits: TimelineEdit[];
  keys: KeyEvent[];
}

export const emptyTyping = (): RaceTyping => ({ text: "", lastMs: 0, edits: [], keys: [] });

export interface Chunk {
  edits: readonly TimelineEdit[];
  keys: readonly KeyEvent[];
  /** The typed text's length the client says the chunk leaves. */
  length: number;
}

/**
 * Replays a progress chunk on top of the racer's earlier edits and answers their typing after
 * it, or why it is forged. `elapsedMs` is how long the race has run when the chunk arrived, on
 * the server's clock: no edit may be timed later than that (less the clock-skew margin a saved
 * test is given), so no one claims typing they have not done yet; edits before the start are
 * ruled out by their times being counted from it. Time order, edits that fit the text, the
 * passage's length and the timeline's size are the rules of a saved test's replay
 * (docs/trusted-results.md).
 */
export function replayChunk(
  typing: RaceTyping,
  chunk: Chunk,
  passage: string,
  elapsedMs: number,
): RaceTyping | string {
  const counts = {
    edits: typing.edits.length + chunk.edits.length,
    keys: typing.keys.length + chunk.keys.length,
  };
  if (isOversizedTimeline(passage.length, counts)) return "more keystrokes than the passage takes";
  const replayed = replayOnto(typing, chunk.edits, {
    passageLength: passage.length,
    lastMs: elapsedMs + ARRIVAL_MARGIN_MS,
  });
  if (typeof replayed === "string") return replayed;
  if (replayed.text.length !== chunk.length) {
    return `the keystrokes make ${replayed.text.length} characters, not ${chunk.length}`;
  }
  return {
    ...replayed,
    edits: [...typing.edits, ...chunk.edits],
    keys: [...typing.keys, ...chunk.keys],
  };
}

/** How far along the passage the lane shows a racer: the characters typed right from its start. */
export function lanePosition(passage: string, typed: string): number {
  let i = 0;
  // Past the end of either string charCodeAt is NaN, which equals nothing: the loop stops there.
  while (passage.charCodeAt(i) === typed.charCodeAt(i)) i++;
  return i;
}

/** The live speed: correct characters over the race's time so far on the server's clock. */
export function liveWpm(passage: string, typed: string, elapsedMs: number): number {
  return lengthWpm(countCorrect(passage, typed), elapsedMs);
}
