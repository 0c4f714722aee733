import {
  countInserts,
  identifiedKeys,
  isComposed,
  keyTiming,
  median,
  variation,
} from "./input-evidence.ts";
import type { RecordedTimeline } from "./recorded-timeline.ts";
import { CHALLENGE_DEFAULT_WPM } from "./speed-challenge.ts";
import type { TestMode } from "./test-modes.ts";
import { isSynthetic, type TimelineEdit } from "./timeline.ts";

/**
 * The rules a saved result must pass (docs/trusted-results.md). The server applies them; they
 * live here, as plain functions, so the rules page, the tests and the benchmarks read the same
 * numbers.
 */

/** No one has held this speed for a minute: such a result is refused outright. */
export const IMPOSSIBLE_WPM = 320;
/** …on tests at least this long; a short burst above it is only flagged. */
export const IMPOSSIBLE_WPM_MIN_SECONDS = 60;
/** Faster than the best typists' records: saved, but kept off the leaderboard. */
export const FLAG_WPM = 250;
/**
 * This many characters in one change were pasted or inserted by a program: a physical keyboard
 * types one at a time, and a phone keyboard commits a word at once.
 */
export const PASTE_MIN_CHARACTERS = 20;
/** An input method may commit a phrase at once (marked as composition), but not a paragraph. */
export const COMPOSED_PASTE_MIN_CHARACTERS = 40;
/**
 * The rhythm checks run on every result with at least this many intervals between changes;
 * fewer say nothing (and a result that short is a handful of characters, or inserted in bulk).
 */
export const RHYTHM_MIN_INTERVALS = 5;
/** …and judge the variation fully from this many intervals on, in proportion below it. */
export const RHYTHM_FULL_INTERVALS = 30;
/** Human key intervals vary by half their mean or more; a script's barely vary. */
export const UNIFORM_RHYTHM_MAX_VARIATION = 0.15;
/** A median key interval below this is over 480 WPM sustained: no human rhythm. */
export const INHUMAN_MEDIAN_INTERVAL_MS = 25;
/**
 * A physical keyboard inserts one character per input event: a result whose characters arrived
 * mostly (more than this share) in multi-character inserts that were not composition was not
 * typed, whatever each insert's size.
 */
export const BULK_INSERT_MAX_SHARE = 0.5;
/** Below this accuracy a result is not ranked: it was not an attempt at the passage. */
export const MIN_RANKED_ACCURACY = 75;
/**
 * Above the challenge threshold on a physical keyboard, the key presses must be there: at least
 * this many per character typed with a key of its own.
 */
export const MIN_KEY_COVERAGE = 0.5;
/** People hold a key down for 50–150 ms; a script's key comes up at once. */
export const MIN_MEDIAN_HOLD_MS = 20;
/** …and never hold every key for the same time. */
export const MIN_HOLD_VARIATION = 0.1;
/** At these speeds a person presses the next key before releasing the last one, now and then. */
export const MIN_OVERLAP_SHARE = 0.02;
/** A timed result may arrive this much before its test could have ended (clock skew). */
export const ARRIVAL_MARGIN_MS = 1000;
/**
 * A test token is good for its test's duration and this much more: the time to read the
 * passage before typing, and for a typist who took the test signed out to sign in and save it.
 */
export const TEST_TOKEN_MARGIN_MS = 15 * 60 * 1000;
/** A length test has no set duration; its token is good for this long (the longest it may take). */
export const LENGTH_TEST_TOKEN_LIFETIME_MS = 60 * 60 * 1000 + TEST_TOKEN_MARGIN_MS;
/**
 * A timeline may hold this many edits per character of the passage, and this many more: every
 * character typed, mistyped and corrected, twice over. Key presses may be twice as many
 * (Shift, Backspace, key repeats). Replaying costs time, so more is refused unread.
 */
export const MAX_EDITS_PER_CHARACTER = 4;
export const MAX_EDITS_EXTRA = 200;
export const MAX_KEYS_PER_EDIT = 2;

export const RESULT_FLAGS = [
  "speed",
  "pasted",
  "scripted",
  "uniform-rhythm",
  "inhuman-rhythm",
  "bulk-inserts",
  "low-accuracy",
  "no-key-data",
  "key-timing",
  "overlapping",
  "late",
  "offline",
] as const;
export type ResultFlag = (typeof RESULT_FLAGS)[number];

/**
 * Flags of a result the server could not check against its test as served: its token had
 * expired, or it had none. Nothing a moderator sees could make up for that, so such a result
 * is never ranked, on review or otherwise.
 */
const UNVERIFIABLE_FLAGS: readonly ResultFlag[] = ["late", "offline"];

export function isUnverifiable(flags: readonly string[]): boolean {
  return flags.some((flag) => (UNVERIFIABLE_FLAGS as readonly string[]).includes(flag));
}

/** Why a result is kept off the leaderboard, in words the typist reads after saving. */
export const FLAG_REASONS: Record<ResultFlag, string> = {
  speed: `faster than ${FLAG_WPM} WPM`,
  pasted: "text was pasted or inserted in large pieces",
  scripted: "input came from a script, not the keyboard",
  "uniform-rhythm": "keystrokes came at machine-regular intervals",
  "inhuman-rhythm": "keystrokes came faster than a human can type",
  "bulk-inserts": "most of the text arrived several characters at a time, not key by key",
  "low-accuracy": `accuracy below ${MIN_RANKED_ACCURACY} %`,
  "no-key-data": "a fast result from a keyboard that sent no key presses",
  "key-timing": "keys were held or overlapped in no human way",
  overlapping: "this test and your previous ones could not have been typed one after another",
  late: "saved after its test had expired",
  offline: "started offline",
};

export interface ReplayLimits {
  /** The passage the server served: typing never goes past its end. */
  passageLength: number;
  /** No edit may happen later than this many ms after the first keystroke. */
  lastMs: number;
}

/** The typed text after some edits, and the time of the last of them. */
export interface ReplayedText {
  text: string;
  lastMs: number;
}

/**
 * Replays edits on top of text already typed (a race replays each chunk of a timeline as it
 * arrives) and answers the text they make, or why they cannot have made it. Times must not go
 * backwards or past the end of the test, and every edit must fit the text it changes.
 */
export function replayOnto(
  start: ReplayedText,
  edits: readonly TimelineEdit[],
  limits: ReplayLimits,
): ReplayedText | string {
  let text = start.text;
  let previous = start.lastMs;
  for (const [index, [t, at, removed, inserted]] of edits.entries()) {
    if (t < previous) return `edit ${index} goes back in time`;
    if (t > limits.lastMs) return `edit ${index} happens after the test ended`;
    if (at > text.length || at + removed > text.length) {
      return `edit ${index} changes text that was not typed`;
    }
    text = text.slice(0, at) + inserted + text.slice(at + removed);
    if (text.length > limits.passageLength) return `edit ${index} types past the passage`;
    previous = t;
  }
  return { text, lastMs: previous };
}

/**
 * Replays the keystroke timeline and says why it cannot have produced `typedText`, or null
 * when it does.
 */
export function replayProblem(
  edits: readonly TimelineEdit[],
  typedText: string,
  limits: ReplayLimits,
): string | null {
  const replayed = replayOnto({ text: "", lastMs: 0 }, edits, limits);
  if (typeof replayed === "string") return replayed;
  return replayed.text === typedText ? null : "the keystrokes do not rebuild the typed text";
}

function intervals(edits: readonly TimelineEdit[]): number[] {
  const gaps: number[] = [];
  for (let i = 1; i < edits.length; i++) gaps.push(edits[i]![0] - edits[i - 1]![0]);
  return gaps;
}

/** The rhythm flags, judged on any result long enough, with the variation scaled to its length. */
export function rhythmFlags(edits: readonly TimelineEdit[]): ResultFlag[] {
  const gaps = intervals(edits);
  if (gaps.length < RHYTHM_MIN_INTERVALS) return [];
  const flags: ResultFlag[] = [];
  // A few intervals of a person can happen to be alike: the fewer, the less regular they must be.
  const scale = Math.min(1, gaps.length / RHYTHM_FULL_INTERVALS);
  if (variation(gaps) < UNIFORM_RHYTHM_MAX_VARIATION * scale) flags.push("uniform-rhythm");
  if (median(gaps) < INHUMAN_MEDIAN_INTERVAL_MS) flags.push("inhuman-rhythm");
  return flags;
}

/**
 * Above the challenge threshold, the key presses of a physical keyboard must be there and be a
 * person's. Text composed on a phone or through an input method needs none, and a virtual
 * keyboard's unidentified keys (key "Unidentified", keyCode 229) count as absent, never as
 * suspicious. The browser records every key press it is given, so a fast result typed key by
 * key with no key presses at all did not come from it.
 */
export function keyFlags(
  timeline: RecordedTimeline,
  wpm: number,
  thresholdWpm: number,
): ResultFlag[] {
  if (wpm <= thresholdWpm) return [];
  const inserts = countInserts(timeline.edits);
  if (inserts.singleKeyEdits === 0 || inserts.composed * 2 >= inserts.characters) return [];
  if (timeline.keys.length === 0) return ["no-key-data"];
  if (identifiedKeys(timeline.keys).length === 0) return [];
  const timing = keyTiming(timeline.keys);
  if (timing.presses < inserts.singleKeyEdits * MIN_KEY_COVERAGE) return ["no-key-data"];
  const humanHolds =
    // No key released: no hold to judge, which no person's typing gives.
    (timing.medianHoldMs ?? 0) >= MIN_MEDIAN_HOLD_MS &&
    (timing.holdVariation ?? 0) >= MIN_HOLD_VARIATION;
  return humanHolds && timing.overlapShare >= MIN_OVERLAP_SHARE ? [] : ["key-timing"];
}

export interface ScoredResult {
  wpm: number;
  /** Percent. */
  accuracy: number;
}

/**
 * Every reason a replayed, scored result should stay off the leaderboard, from its own input
 * (whose `scripted` marks the browser took from each input event). `thresholdWpm` is the speed
 * challenge's threshold, above which key presses are required of a physical keyboard.
 */
export function resultFlags(
  timeline: RecordedTimeline,
  score: ScoredResult,
  thresholdWpm: number = CHALLENGE_DEFAULT_WPM,
): ResultFlag[] {
  const { edits } = timeline;
  const flags: ResultFlag[] = [];
  if (score.wpm > FLAG_WPM) flags.push("speed");
  const pasted = (edit: TimelineEdit) =>
    edit[3].length >= (isComposed(edit) ? COMPOSED_PASTE_MIN_CHARACTERS : PASTE_MIN_CHARACTERS);
  if (edits.some(pasted)) flags.push("pasted");
  if (edits.some(isSynthetic)) flags.push("scripted");
  flags.push(...rhythmFlags(edits));
  const inserts = countInserts(edits);
  if (inserts.bulk > inserts.characters * BULK_INSERT_MAX_SHARE) flags.push("bulk-inserts");
  if (score.accuracy < MIN_RANKED_ACCURACY) flags.push("low-accuracy");
  flags.push(...keyFlags(timeline, score.wpm, thresholdWpm));
  return flags;
}

/**
 * The earliest a test could have ended, taken after the user's tests before it: no sooner
 * than it was issued, nor than the previous one could have ended, plus its own duration.
 */
export function earliestTestEnd(
  previousEnd: number | null,
  issuedAt: number,
  elapsedMs: number,
): number {
  return Math.max(issuedAt, previousEnd ?? issuedAt) + elapsedMs;
}

/**
 * A user's saves are spaced no closer than their tests could have been taken, one after the
 * other: a test that could not have ended by now (less the clock-skew margin) overlapped one
 * before it.
 */
export function overlapsPrevious(testEnd: number, now: number): boolean {
  return testEnd > now + ARRIVAL_MARGIN_MS;
}

/**
 * How long after it was issued a test token may be saved with and rank (docs/trusted-results.md);
 * a result saved later, kept in the browser while TypeTempo could not be reached, is flagged late.
 */
export function tokenLifetimeMs(mode: TestMode): number {
  return mode.kind === "timed"
    ? mode.seconds * 1000 + TEST_TOKEN_MARGIN_MS
    : LENGTH_TEST_TOKEN_LIFETIME_MS;
}

/** Whether a timeline is longer than typing this passage could make it. */
export function isOversizedTimeline(
  passageLength: number,
  counts: { edits: number; keys: number },
): boolean {
  const maxEdits = passageLength * MAX_EDITS_PER_CHARACTER + MAX_EDITS_EXTRA;
  return counts.edits > maxEdits || counts.keys > maxEdits * MAX_KEYS_PER_EDIT;
}

/** WPM above the hard limit on a test long enough that no burst explains it. */
export function isImpossibleSpeed(wpm: number, seconds: number): boolean {
  return seconds >= IMPOSSIBLE_WPM_MIN_SECONDS && wpm > IMPOSSIBLE_WPM;
}
