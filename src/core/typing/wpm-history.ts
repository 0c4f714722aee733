import { countCorrect, lengthWpm } from "./scoring.ts";
import { applyEdit, type TimelineEdit } from "./timeline.ts";

export interface SpeedPoint {
  /** Whole seconds since the test started. */
  time: number;
  wpm: number;
}

/**
 * WPM at the end of every whole second of the test (product 'Entities and their fields',
 * Speed history point), from the correct characters typed by then over the time elapsed by then. A
 * final partial second is included.
 */
export function wpmHistory(
  passage: string,
  edits: readonly TimelineEdit[],
  endMs: number,
): SpeedPoint[] {
  const points: SpeedPoint[] = [];
  let text = "";
  let next = 0;
  const lastSecond = Math.ceil(endMs / 1000);
  for (let second = 1; second <= lastSecond; second++) {
    const until = Math.min(second * 1000, endMs);
    while (next < edits.length && edits[next]![0] <= until) text = applyEdit(text, edits[next++]!);
    points.push({ time: second, wpm: lengthWpm(countCorrect(passage, text), until) });
  }
  return points;
}
