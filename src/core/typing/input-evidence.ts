import type { KeyEvent } from "./recorded-timeline.ts";
import { EDIT_COMPOSED, type TimelineEdit } from "./timeline.ts";

/**
 * What the recorded input says about how the text arrived (docs/trusted-results.md): how much
 * came in multi-character inserts, and, from the key presses, how long keys were held and how
 * often they overlapped. Plain measurements; the rules that judge them are in
 * result-verification.ts.
 */

/** Virtual keyboards report their keys as these, or give none: they say nothing of the key. */
const UNIDENTIFIED_KEYS = new Set(["Unidentified", "Process", ""]);

export function isComposed(edit: TimelineEdit): boolean {
  return ((edit[4] ?? 0) & EDIT_COMPOSED) !== 0;
}

export interface InsertCounts {
  /** Characters inserted by all edits together. */
  characters: number;
  /** …of which in edits inserting more than one character that were not composition. */
  bulk: number;
  /** …of which by composition (an input method, a phone keyboard committing a word). */
  composed: number;
  /** Edits that inserted exactly one character outside composition: a key each. */
  singleKeyEdits: number;
}

export function countInserts(edits: readonly TimelineEdit[]): InsertCounts {
  const counts = { characters: 0, bulk: 0, composed: 0, singleKeyEdits: 0 };
  for (const edit of edits) {
    const length = [...edit[3]].length;
    counts.characters += length;
    if (isComposed(edit)) counts.composed += length;
    else if (length > 1) counts.bulk += length;
    else if (length === 1) counts.singleKeyEdits += 1;
  }
  return counts;
}

/** Key presses that name a real key: what a physical keyboard reports, and a phone's often not. */
export function identifiedKeys(keys: readonly KeyEvent[]): KeyEvent[] {
  return keys.filter(([, , code, key]) => !UNIDENTIFIED_KEYS.has(key) && code !== "");
}

/** Keys that type a character (not Shift, Backspace, arrows…), whose timing is the typing's. */
function characterKeys(keys: readonly KeyEvent[]): KeyEvent[] {
  return keys.filter(([, , , key]) => [...key].length === 1);
}

export interface KeyTiming {
  /** Character keys with a known down time. */
  presses: number;
  /** Median time a released character key was held down, ms; null with none released. */
  medianHoldMs: number | null;
  /** Spread of those hold times relative to their mean (coefficient of variation). */
  holdVariation: number | null;
  /** Share of character presses that went down before the previous one came up (rollover). */
  overlapShare: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Standard deviation relative to the mean; 0 for values all zero. */
export function variation(values: readonly number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  if (mean === 0) return 0;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance) / mean;
}

export function keyTiming(keys: readonly KeyEvent[]): KeyTiming {
  const presses = characterKeys(identifiedKeys(keys)).sort((a, b) => a[0] - b[0]);
  const holds = presses.flatMap(([down, up]) => (up === null ? [] : [up - down]));
  let overlaps = 0;
  for (let i = 1; i < presses.length; i++) {
    const previousUp = presses[i - 1]![1];
    if (previousUp === null || presses[i]![0] < previousUp) overlaps++;
  }
  return {
    presses: presses.length,
    medianHoldMs: holds.length ? median(holds) : null,
    holdVariation: holds.length ? variation(holds) : null,
    overlapShare: presses.length > 1 ? overlaps / (presses.length - 1) : 0,
  };
}
