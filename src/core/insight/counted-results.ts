import type { VerificationStatus } from "../api/results.ts";

/**
 * The standings of a result that stands for its typist's speed: verified, or saved before
 * results were verified. A flagged or held result counts only once it ranks (a passed speed
 * challenge or a moderator's review makes it verified); a removed one never does. Personal
 * bests, the profile's averages and its progress chart read only these (product 'Results you
 * can trust'); practice, unverified too, is left out by its mode.
 */
export const COUNTED_VERIFICATIONS = [
  "verified",
  "unverified",
] as const satisfies readonly VerificationStatus[];

export function countsForTypist(verification: VerificationStatus | (string & {})): boolean {
  return (COUNTED_VERIFICATIONS as readonly string[]).includes(verification);
}
