import type { VerificationStatus } from "../api/results.ts";

/**
 * Whether a stored result counts on the leaderboard once its typist's address is verified: a
 * rankable mode (canRank, set at save) and a verified result. The leaderboard's triggers apply
 * the same rule in SQL (src/server/db/repeatable/leaderboard.sql), and a test holds the
 * two to agree on every status.
 */
export function ranksOnLeaderboard(result: {
  rankable: boolean;
  verification: VerificationStatus | (string & {});
}): boolean {
  return result.rankable && result.verification === "verified";
}
