/**
 * Which results a moderator looks at: flagged, held for the speed challenge, held with a review
 * asked for instead of the challenge, held after a failed challenge, reported, or all of them.
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
