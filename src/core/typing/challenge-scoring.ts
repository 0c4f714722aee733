import type { RecordedTimeline } from "./recorded-timeline.ts";
import { FLAG_REASONS, replayProblem, resultFlags } from "./result-verification.ts";
import { CERTIFIED_SPEED_FACTOR } from "./speed-challenge.ts";

/**
 * The rules of the speed challenge (docs/trusted-results.md): the typist copies a short text
 * shown as an image, at no less than a share of the speed they claimed, almost without errors.
 */

/** The challenge is passed at this share of the held result's speed or more… */
export const CHALLENGE_SPEED_SHARE = 0.75;
/** …with at least this accuracy, in percent. */
export const CHALLENGE_MIN_ACCURACY = 95;
/**
 * A copy faster than this is no person's: the fastest typists' bursts stay near 300 WPM, so
 * above it the answer came from a machine that read the image.
 */
export const CHALLENGE_MAX_WPM = 350;
/**
 * Time allowed for loading the image and finding the first word, beyond the typing the
 * required speed takes: the challenge's time limit on the server's clock includes it.
 */
export const CHALLENGE_READING_ALLOWANCE_MS = 2000;
/** The copy's speed is over at least this long, so that a few keys cannot claim any speed. */
const MIN_TYPING_MS = 1000;

/** The whole words per minute a challenge asks for a result of `claimedWpm`. */
export function requiredChallengeWpm(claimedWpm: number): number {
  return Math.ceil(claimedWpm * CHALLENGE_SPEED_SHARE);
}

/**
 * Seconds after which even a perfect copy of `textLength` characters is slower than
 * `requiredWpm`: past it the challenge cannot be passed, so it is over.
 */
export function challengeTimeLimitSeconds(textLength: number, requiredWpm: number): number {
  const typingMs = ((textLength / 5) * 60_000) / requiredWpm;
  return Math.ceil((typingMs + CHALLENGE_READING_ALLOWANCE_MS) / 1000);
}

/**
 * Certified speed after a challenge passed at `challengeWpm` for a result held at `heldWpm`:
 * results up to it rank at once. It is never more than 125 % of either, so a copy typed
 * faster than the result it proves certifies no more than that result's speed allows.
 */
export function certifiedWpm(challengeWpm: number, heldWpm: number): number {
  return Math.floor(Math.min(challengeWpm, heldWpm) * CERTIFIED_SPEED_FACTOR);
}

export interface ChallengeScore {
  /** Whole words per minute of correct characters, over the keystrokes' own time. */
  wpm: number;
  /** Whole percent of the text typed right. */
  accuracy: number;
  passed: boolean;
  /** Why the keystrokes cannot count, when a check of a test's keystrokes refuses them. */
  reason?: string;
}

/** A copy of the challenge's text as the browser recorded it: the text and its keystrokes. */
export interface ChallengeCopy {
  typedText: string;
  /** Times in ms since the first keystroke, as a test's. */
  timeline: RecordedTimeline;
}

/** What was typed with runs of white space as one space and none at either end. */
function normalise(typed: string): string {
  return typed.replace(/\s+/g, " ").trim();
}

/** The fewest single-character insertions, deletions and substitutions from `a` to `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Scores a copy of `text` as a test's keystrokes are judged (docs/trusted-results.md): the
 * timeline must rebuild the copy within `elapsedMs`, the time between the image's load and
 * the answer's arrival on the server's clock, so no keystroke claims a time the server did not
 * see pass; the speed is the keystrokes' own, from the first to the last; and keystrokes a
 * test would be flagged for (a script's, a paste, a machine's rhythm, keys no hand presses)
 * fail it. Each character left out, added or wrong costs one correct character, so one slip
 * does not spoil the rest of the text. Answers why the keystrokes cannot have made the copy
 * instead of a score when they cannot.
 */
export function scoreChallenge(
  text: string,
  copy: ChallengeCopy,
  elapsedMs: number,
  requiredWpm: number,
): ChallengeScore | { problem: string } {
  const { edits } = copy.timeline;
  if (edits.length === 0) return { problem: "there are no keystrokes" };
  const problem = replayProblem(edits, copy.typedText, {
    passageLength: Number.MAX_SAFE_INTEGER,
    lastMs: elapsedMs,
  });
  if (problem) return { problem };
  const correct = Math.max(0, text.length - editDistance(text, normalise(copy.typedText)));
  const typingMs = Math.max(MIN_TYPING_MS, edits.at(-1)![0] - edits[0]![0]);
  const wpm = correct / 5 / (typingMs / 60_000);
  const accuracy = (correct / text.length) * 100;
  // Key presses are asked of every copy from a physical keyboard, as of a test above the
  // threshold; speed and accuracy have rules of their own here.
  const flag = resultFlags(copy.timeline, { wpm, accuracy }, 0).find(
    (f) => f !== "speed" && f !== "low-accuracy",
  );
  return {
    wpm: Math.round(wpm),
    accuracy: Math.round(accuracy),
    passed:
      !flag && wpm >= requiredWpm && wpm <= CHALLENGE_MAX_WPM && accuracy >= CHALLENGE_MIN_ACCURACY,
    ...(flag && { reason: FLAG_REASONS[flag] }),
  };
}
