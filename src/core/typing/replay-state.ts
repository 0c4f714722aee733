import { countCorrect, lengthWpm } from "./scoring.ts";
import { applyEdit, type TimelineEdit } from "./timeline.ts";

/** The speeds a replay plays at, slowest first. */
export const REPLAY_SPEEDS = [1, 2, 4] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/**
 * A text snapshot every this many edits, so a frame is rebuilt from the nearest one instead of
 * from the first keystroke: a 10-minute test has thousands of edits and plays at 60 frames a second.
 */
const CHECKPOINT_EVERY = 64;

/** A recorded test ready to be shown at any moment of it. */
export interface Replay {
  passage: string;
  edits: readonly TimelineEdit[];
  /** How long the replay lasts, in ms since the first keystroke. */
  endMs: number;
  /** checkpoints[k]: the typed text after the first k × CHECKPOINT_EVERY edits. */
  checkpoints: string[];
}

/** What the typist had typed at one moment of the test. */
export interface ReplayFrame {
  /** The moment shown, clamped to the replay, in ms since the first keystroke. */
  atMs: number;
  typed: string;
  /** How many edits have happened by then. */
  editsApplied: number;
  /** WPM so far: correct characters over the time elapsed, as the live counter shows it. */
  wpm: number;
}

/**
 * Prepares a timeline the server has already replayed against its passage (verification
 * refuses any that does not rebuild the typed text). `endMs` is a timed test's duration; a
 * character test ends at its last edit.
 */
export function buildReplay(
  passage: string,
  edits: readonly TimelineEdit[],
  endMs?: number,
): Replay {
  const checkpoints = [""];
  let text = "";
  edits.forEach((edit, i) => {
    text = applyEdit(text, edit);
    if ((i + 1) % CHECKPOINT_EVERY === 0) checkpoints.push(text);
  });
  const lastEdit = edits.at(-1)?.[0] ?? 0;
  return { passage, edits, endMs: Math.max(endMs ?? 0, lastEdit), checkpoints };
}

/** How many edits happened at or before `ms` (edits are in time order). */
function editsBy(edits: readonly TimelineEdit[], ms: number): number {
  let low = 0;
  let high = edits.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (edits[middle]![0] <= ms) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The replay as it stood `ms` after the first keystroke. */
export function replayFrame(replay: Replay, ms: number): ReplayFrame {
  const atMs = Math.min(Math.max(0, ms), replay.endMs);
  const applied = editsBy(replay.edits, atMs);
  const checkpoint = Math.floor(applied / CHECKPOINT_EVERY);
  let typed = replay.checkpoints[checkpoint]!;
  for (let i = checkpoint * CHECKPOINT_EVERY; i < applied; i++) {
    typed = applyEdit(typed, replay.edits[i]!);
  }
  const wpm = lengthWpm(countCorrect(replay.passage, typed), atMs);
  return { atMs, typed, editsApplied: applied, wpm };
}

/** Where playback stands after `elapsedMs` of wall-clock time at `speed`, from `fromMs`. */
export function advance(replay: Replay, fromMs: number, elapsedMs: number, speed: number): number {
  return Math.min(replay.endMs, fromMs + elapsedMs * speed);
}
