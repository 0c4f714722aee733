/** Which results a moderator looks at: held, flagged, reported, or all three. */
export const REVIEW_KINDS = ["all", "flagged", "pending", "reported"] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
