/**
 * A report's or a moderator's reason: long enough to say something, short enough to read in a list.
 * Checked like a username's length (product 'Validation rules'), with messages in the same words.
 */
export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 200;

export const REASON_MESSAGES = {
  tooShort: `Reason must be at least ${REASON_MIN_LENGTH} characters`,
  tooLong: `Reason must be at most ${REASON_MAX_LENGTH} characters`,
} as const;

/** How many results a typist may report in a day: room for honest doubt, not for a campaign. */
export const REPORTS_PER_DAY = 10;
