import { isUnverifiable } from "../typing/result-verification.ts";
import { canRank, parseModeName } from "../typing/test-modes.ts";

/**
 * A flagged typist's request for a moderator's review of their result (an appeal): a short
 * note is enough to say what the checks could not see, and a few requests an hour are more than
 * anyone with honest results needs.
 */
export const APPEAL_MESSAGE_MAX_LENGTH = 200;
export const APPEAL_MESSAGE_TOO_LONG = `Message must be at most ${APPEAL_MESSAGE_MAX_LENGTH} characters`;
export const APPEALS_PER_HOUR = 10;

/**
 * Whether a result's typist may ask for its review: it is flagged, of a mode that ranks, and
 * was checked against its test as served, so a moderator who finds it honest can rank it (the
 * server says why it refuses any other).
 */
export function canAppeal(result: {
  verification: string;
  mode: string;
  flags: readonly string[];
}): boolean {
  const mode = parseModeName(result.mode);
  return (
    result.verification === "flagged" &&
    mode !== null &&
    canRank(mode) &&
    !isUnverifiable(result.flags)
  );
}

export const UNVERIFIABLE_REFUSAL =
  "This result could not be checked against its test when it was saved, so it is never ranked.";
