/**
 * Which results a moderator looks at: flagged, held for the speed challenge, held or flagged
 * with a review asked for by their typist, held after a failed challenge, reported, or all of
 * them.
 */
export const REVIEW_KINDS = [
  "all",
  "flagged",
  "pending",
  "review-requested",
  "challenge-failed",
  "reported",
] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
