/**
 * The speed challenge (docs/trusted-results.md): a fast result is saved but held off the
 * leaderboard until its typist proves the speed on a text shown only as an image.
 */

/** Results faster than this are held for the challenge unless the typist is certified. */
export const CHALLENGE_DEFAULT_WPM = 120;
/** Passing certifies the typist up to this multiple of the challenge speed… */
export const CERTIFIED_SPEED_FACTOR = 1.25;
/** …for this many days. */
export const CERTIFICATION_DAYS = 30;

/**
 * Whether a result that passed every other rule must wait for a challenge: it is faster than
 * the threshold and than what the typist is certified for (null when not certified).
 */
export function needsChallenge(
  wpm: number,
  thresholdWpm: number,
  certifiedWpm: number | null,
): boolean {
  return wpm > thresholdWpm && (certifiedWpm === null || wpm > certifiedWpm);
}
