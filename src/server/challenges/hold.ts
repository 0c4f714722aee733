import { needsChallenge } from "../../core/typing/speed-challenge.ts";
import type { Database } from "../db/client.ts";
import { currentCertificate } from "./repository.ts";

export interface HoldCandidate {
  userId: string;
  wpm: number;
  /** Whether the result's mode reaches the leaderboard at all. */
  rankable: boolean;
  /** A flagged result is off the leaderboard anyway; a challenge would not change that. */
  flagged: boolean;
}

/**
 * Whether an otherwise rankable, clean result is saved pending until its typist passes a
 * speed challenge: it is faster than `thresholdWpm` and than the typist's certificate.
 */
export async function holdsForChallenge(
  db: Database,
  result: HoldCandidate,
  thresholdWpm: number,
  now: number,
): Promise<boolean> {
  if (!result.rankable || result.flagged || result.wpm <= thresholdWpm) return false;
  return needsChallenge(result.wpm, thresholdWpm, await currentCertificate(db, result.userId, now));
}
