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
 * Time taken off the server's clock for loading the image and finding the first word: the
 * text is short, so without it a typist's first glance would weigh on the speed.
 */
export const CHALLENGE_READING_ALLOWANCE_MS = 2000;

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

/** Certified speed after a challenge passed at `challengeWpm`: results up to it rank at once. */
export function certifiedWpm(challengeWpm: number): number {
  return Math.floor(challengeWpm * CERTIFIED_SPEED_FACTOR);
}

export interface ChallengeScore {
  /** Whole words per minute of correct characters. */
  wpm: number;
  /** Whole percent of the text typed right. */
  accuracy: number;
  passed: boolean;
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
 * Scores a copy of `text` typed in `elapsedMs` on the server's clock. Each character left out,
 * added or wrong costs one correct character, so one slip does not spoil the rest of the text.
 */
export function scoreChallenge(
  text: string,
  typed: string,
  elapsedMs: number,
  requiredWpm: number,
): ChallengeScore {
  const correct = Math.max(0, text.length - editDistance(text, normalise(typed)));
  const typingMinutes = Math.max(1000, elapsedMs - CHALLENGE_READING_ALLOWANCE_MS) / 60_000;
  const wpm = correct / 5 / typingMinutes;
  const accuracy = (correct / text.length) * 100;
  return {
    wpm: Math.round(wpm),
    accuracy: Math.round(accuracy),
    passed: wpm >= requiredWpm && wpm <= CHALLENGE_MAX_WPM && accuracy >= CHALLENGE_MIN_ACCURACY,
  };
}
