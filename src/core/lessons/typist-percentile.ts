import { SITE_NAME } from "../site/site.ts";

/**
 * Other typists a comparison needs: against a handful, one typist more or less swings the share
 * by several points, and "faster than 50 %" would say little.
 */
export const MIN_TYPISTS = 20;

/**
 * The share of the site's other typists whose best 60-second speed is strictly below `best`,
 * as a whole percent rounded down, so it never claims more than is true. `others` holds one
 * best speed per other typist, the typist's own left out. Null under MIN_TYPISTS others.
 */
export function typistPercentile(best: number, others: readonly number[]): number | null {
  if (others.length < MIN_TYPISTS) return null;
  const slower = others.filter((wpm) => wpm < best).length;
  // Whole numbers divided: no float error can round a percent down past its true value.
  return Math.floor((100 * slower) / others.length);
}

/** The percentile in words (issue 35), or why there is none yet. */
export function percentileSentence(percent: number | null): string {
  return percent === null
    ? `too few typists on ${SITE_NAME} yet to compare`
    : `faster than ${percent} % of typists on ${SITE_NAME}`;
}
