import { sql } from "drizzle-orm";
import {
  CERTIFIED_TOP_PLACES,
  type ChallengeRule,
  needsChallenge,
} from "../../core/typing/speed-challenge.ts";
import type { Database } from "../db/client.ts";
import { queryRows } from "../db/query-rows.ts";
import { currentCertificate } from "./repository.ts";

export interface HoldCandidate {
  userId: string;
  wpm: number;
  /** The board the result ranks on; null when its mode never reaches the leaderboard. */
  board: { duration: number; difficulty: string } | null;
  /** A flagged result is off the leaderboard anyway; a challenge would not change that. */
  flagged: boolean;
}

/**
 * Whether the result would enter the top places of its own board, where other typists' best
 * results at its speed or faster are fewer than the places (ties go to the earlier result).
 * Its board, one duration at one difficulty, is the narrowest it ranks on: a result in the top
 * places of a wider board (every duration, or every difficulty) is in those of its own too.
 */
async function entersTopPlaces(
  db: Database,
  userId: string,
  wpm: number,
  board: { duration: number; difficulty: string },
): Promise<boolean> {
  const [row] = await queryRows<{ above: number | string }>(
    db,
    sql`select count(*) as above from (
      select 1 from leaderboard_best
      where duration = ${board.duration} and difficulty = ${board.difficulty}
        and wpm >= ${wpm} and user_id <> ${userId}
      limit ${CERTIFIED_TOP_PLACES}
    ) faster`,
  );
  return Number(row?.above ?? 0) < CERTIFIED_TOP_PLACES;
}

/**
 * Whether an otherwise rankable, clean result is saved pending until its typist passes a
 * speed challenge (docs/trusted-results.md): above the floor, it is faster than the threshold
 * or would enter its board's top places, and it is faster than the typist's certificate.
 */
export async function holdsForChallenge(
  db: Database,
  result: HoldCandidate,
  rule: ChallengeRule,
  now: number,
): Promise<boolean> {
  const { board } = result;
  if (!board || result.flagged || result.wpm <= rule.floorWpm) return false;
  return needsChallenge(result.wpm, rule, await currentCertificate(db, result.userId, now), () =>
    entersTopPlaces(db, result.userId, result.wpm, board),
  );
}
