import type { TimelineEdit } from "./timeline.ts";

/**
 * One key press: when it went down and came up, in ms since the test's first keystroke (up is
 * null when the key was still down at the end), with the KeyboardEvent's `code` (the physical
 * key) and `key` (what it typed).
 */
export type KeyEvent = [down: number, up: number | null, code: string, key: string];

/** An edit of version 1, whose fifth element could only mark a synthetic change. */
export type TimelineEditV1 = [
  t: number,
  at: number,
  removed: number,
  inserted: string,
  synthetic?: 1 | undefined,
];

/** The format a timeline is saved and stored in today. */
export const TIMELINE_VERSION = 2;

/**
 * A test's keystrokes as recorded: every change of the input, and the key presses behind them.
 * Version 1 was a bare array of edits, with no keys; readTimeline reads both.
 */
export interface RecordedTimeline {
  version: typeof TIMELINE_VERSION;
  edits: TimelineEdit[];
  keys: KeyEvent[];
}

export function recordedTimeline(edits: TimelineEdit[], keys: KeyEvent[] = []): RecordedTimeline {
  return { version: TIMELINE_VERSION, edits, keys };
}

/** A timeline in either format, already checked (as the API's schema does), as version 2. */
export function upgradeTimeline(timeline: TimelineEditV1[] | RecordedTimeline): RecordedTimeline {
  return Array.isArray(timeline) ? recordedTimeline(timeline) : timeline;
}

const isTime = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

function isEdit(value: unknown, flagsKnown: readonly unknown[]): value is TimelineEdit {
  if (!Array.isArray(value) || value.length < 4 || value.length > 5) return false;
  const [t, at, removed, inserted, flags] = value as unknown[];
  return (
    isTime(t) &&
    isTime(at) &&
    isTime(removed) &&
    typeof inserted === "string" &&
    (flags === undefined || flagsKnown.includes(flags))
  );
}
const isEditV1 = (value: unknown) => isEdit(value, [1]);
const isEditV2 = (value: unknown) => isEdit(value, [1, 2, 3]);

function isKeyEvent(value: unknown): value is KeyEvent {
  if (!Array.isArray(value) || value.length !== 4) return false;
  const [down, up, code, key] = value as unknown[];
  return (
    isTime(down) &&
    (up === null || isTime(up)) &&
    typeof code === "string" &&
    typeof key === "string"
  );
}

/**
 * Reads a stored or received timeline of any version (a row saved before versions existed is
 * a bare array of edits) as version 2. Throws on anything else: a timeline we cannot read is
 * damaged, not empty.
 */
export function readTimeline(stored: unknown): RecordedTimeline {
  if (Array.isArray(stored) && stored.every(isEditV1)) {
    return recordedTimeline(stored as TimelineEditV1[]);
  }
  if (typeof stored === "object" && stored !== null && !Array.isArray(stored)) {
    const { version, edits, keys } = stored as Partial<Record<keyof RecordedTimeline, unknown>>;
    if (
      version === TIMELINE_VERSION &&
      Array.isArray(edits) &&
      edits.every(isEditV2) &&
      Array.isArray(keys) &&
      keys.every(isKeyEvent)
    ) {
      return recordedTimeline(edits as TimelineEdit[], keys as KeyEvent[]);
    }
  }
  throw new TypeError("Not a keystroke timeline of a known version");
}
