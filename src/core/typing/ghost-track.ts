/**
 * The ghost of a past run (issue 36, race your best run): where the run stood at each moment,
 * replayed beside a live one from the live typist's first key. Its position is its typed
 * length, as its replay shows it: a mistake moves it on, a correction takes it back.
 */
import type { TimelineEdit } from "./timeline.ts";

export interface GhostTrack {
  /** The moment of each edit, in ms since the run's first keystroke, in time order. */
  times: readonly number[];
  /** The typed text's length after each edit. */
  lengths: readonly number[];
}

/** The run's typed length after each of its edits, which a replay has already checked. */
export function ghostTrack(edits: readonly TimelineEdit[]): GhostTrack {
  const times: number[] = [];
  const lengths: number[] = [];
  let length = 0;
  for (const [t, , removed, inserted] of edits) {
    length += inserted.length - removed;
    times.push(t);
    lengths.push(length);
  }
  return { times, lengths };
}

/** How many edits happened at or before `ms`. */
function editsBy(times: readonly number[], ms: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (times[middle]! <= ms) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The ghost's typed length `ms` after the first keystroke: none before it. */
export function ghostLengthAt(track: GhostTrack, ms: number): number {
  const applied = editsBy(track.times, ms);
  return applied === 0 ? 0 : track.lengths[applied - 1]!;
}

/** Milliseconds from `ms` until the ghost's next edit; null once it has made its last. */
export function msToNextGhostStep(track: GhostTrack, ms: number): number | null {
  const next = track.times[editsBy(track.times, ms)];
  return next === undefined ? null : next - ms;
}

/** The ghost's length at its end, and when it made its last edit. */
export function ghostEnd(track: GhostTrack): { length: number; ms: number } {
  return { length: track.lengths.at(-1) ?? 0, ms: track.times.at(-1) ?? 0 };
}
