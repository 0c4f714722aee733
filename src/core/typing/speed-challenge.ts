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
 * Below this speed no result meets the challenge, however high it would place: an honest
 * typist of ordinary speed never sees one.
 */
export const CHALLENGE_FLOOR_WPM = 80;
/** A result that would enter this many first places of its board is held as a fast one is… */
export const CERTIFIED_TOP_PLACES = 100;

export interface ChallengeRule {
  /** Results faster than this are held wherever they would place. */
  thresholdWpm: number;
  /** …and results faster than this, when they would enter the top places of their board. */
  floorWpm: number;
}

/**
 * Whether a result that passed every other rule must wait for a challenge: it is faster than
 * the floor, and than the threshold or good for the top places of its board (`entersTop`, which
 * may be asked only then), and than what the typist is certified for (null when not certified).
 */
export async function needsChallenge(
  wpm: number,
  rule: ChallengeRule,
  certifiedWpm: number | null,
  entersTop: () => boolean | Promise<boolean>,
): Promise<boolean> {
  if (wpm <= rule.floorWpm || (certifiedWpm !== null && wpm <= certifiedWpm)) return false;
  return wpm > rule.thresholdWpm || (await entersTop());
}
