/**
 * How the site shows a ranked racer's rating (product 'Ranked races'): rounded, with ± 2 RD (the
 * range the true rating lies in 95 % of the time), or marked provisional while that range is
 * still too wide to say much.
 */

/** A rating as shown: the figure and its deviation. */
export interface ShownRating {
  rating: number;
  rd: number;
}

/**
 * Above this deviation a rating is provisional: a new typist starts at 350 and gets under it
 * after a handful of ranked races (the threshold Lichess uses too).
 */
export const PROVISIONAL_RD = 110;

export const isProvisional = (rd: number) => rd > PROVISIONAL_RD;

/** "1523 ± 160", or "1500 (provisional)". */
export function ratingText({ rating, rd }: ShownRating): string {
  const figure = Math.round(rating);
  return isProvisional(rd) ? `${figure} (provisional)` : `${figure} ± ${Math.round(2 * rd)}`;
}

/** The change of a rounded rating: "+12", "−8" (a minus sign), or "±0". */
export function ratingChangeText(before: number, after: number): string {
  const change = Math.round(after) - Math.round(before);
  if (change === 0) return "±0";
  return change > 0 ? `+${change}` : `−${-change}`;
}
