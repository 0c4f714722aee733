import { DEFAULT_BOARD, boardKey } from "../leaderboard/boards.ts";
import { SITE_NAME } from "../site/site.ts";

/**
 * The typists compared, and by what: each one's best ranked 60-second speed over the three
 * difficulties, on the default board (English passages) alone. Every board is a leaderboard of
 * its own because its speeds are not like another's (boards.ts): common words are typed
 * faster than prose, code slower, and other languages' words are of other lengths, so a best
 * taken over boards would set one typist's easiest text against another's hardest. English
 * passages are the specification's test and the board with the most typists. Its difficulties
 * are all English prose, so the best over them is how fast the typist types prose.
 */
export const PERCENTILE_BOARD = boardKey(DEFAULT_BOARD);
export const PERCENTILE_SECONDS = 60;

/**
 * Other typists a comparison needs: against a handful, one typist more or less swings the share
 * by several points, and "faster than 50 %" would say little.
 */
export const MIN_TYPISTS = 20;

/**
 * The rule of the percentile, from counts: `slower` of `typists` others, as a whole percent
 * rounded down, so it never claims more than is true; null under MIN_TYPISTS others. The server
 * counts in SQL and calls this; typistPercentile counts a list and calls it too.
 */
export function percentileOf(slower: number, typists: number): number | null {
  if (typists < MIN_TYPISTS) return null;
  // Whole numbers divided: no float error can round a percent down past its true value.
  return Math.floor((100 * slower) / typists);
}

/**
 * The share of the site's other typists whose best 60-second speed is strictly below `best`
 * (percentileOf). `others` holds one best speed per other typist, the typist's own left out.
 */
export function typistPercentile(best: number, others: readonly number[]): number | null {
  return percentileOf(others.filter((wpm) => wpm < best).length, others.length);
}

/** The percentile in words (issue 35), or why there is none yet. */
export function percentileSentence(percent: number | null): string {
  return percent === null
    ? `too few typists on ${SITE_NAME} yet to compare`
    : `faster than ${percent} % of typists on ${SITE_NAME}`;
}
