import { and, count, eq, gt, isNull, max, sql } from "drizzle-orm";
import { CERTIFICATION_DAYS } from "../../core/typing/speed-challenge.ts";
import type { Database } from "../db/client.ts";
import { speedChallenges, testResults } from "../db/schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type ChallengeRow = typeof speedChallenges.$inferSelect;
export type NewChallenge = Pick<
  ChallengeRow,
  "id" | "userId" | "resultId" | "text" | "requiredWpm" | "timeLimitMs" | "issuedAt"
>;

/**
 * The speed up to which the user's results rank without a challenge: the best certificate of
 * a challenge passed within the last CERTIFICATION_DAYS, or null when there is none.
 */
export async function currentCertificate(
  db: Database,
  userId: string,
  now: number,
): Promise<number | null> {
  const since = new Date(now - CERTIFICATION_DAYS * DAY_MS);
  const [row] = await db
    .select({ wpm: max(speedChallenges.certifiedWpm) })
    .from(speedChallenges)
    .where(
      and(
        eq(speedChallenges.userId, userId),
        eq(speedChallenges.passed, true),
        gt(speedChallenges.usedAt, since),
      ),
    );
  return row?.wpm ?? null;
}

/** One of the user's results, as much of it as a challenge needs; null when not theirs. */
export async function ownResult(db: Database, userId: string, resultId: number) {
  const [row] = await db
    .select({
      id: testResults.id,
      wpm: testResults.wpm,
      verification: testResults.verification,
      reviewRequestedAt: testResults.reviewRequestedAt,
    })
    .from(testResults)
    .where(and(eq(testResults.id, resultId), eq(testResults.userId, userId)));
  return row ?? null;
}

/** How many challenges the user was issued since `since`. */
export async function challengesIssuedSince(db: Database, userId: string, since: number) {
  const [row] = await db
    .select({ issued: count() })
    .from(speedChallenges)
    .where(and(eq(speedChallenges.userId, userId), gt(speedChallenges.issuedAt, new Date(since))));
  return row?.issued ?? 0;
}

export async function insertChallenge(db: Database, challenge: NewChallenge): Promise<void> {
  await db.insert(speedChallenges).values(challenge);
}

/** The user's challenge of this id; null for anyone else's or none. */
export async function ownChallenge(
  db: Database,
  userId: string,
  id: string,
): Promise<ChallengeRow | null> {
  const [row] = await db
    .select()
    .from(speedChallenges)
    .where(and(eq(speedChallenges.id, id), eq(speedChallenges.userId, userId)));
  return row ?? null;
}

/** Starts the challenge's clock when its image is first served; later loads keep it. */
export async function markStarted(db: Database, id: string, at: number): Promise<Date> {
  const [row] = await db
    .update(speedChallenges)
    .set({ startedAt: sql`coalesce(${speedChallenges.startedAt}, ${new Date(at)})` })
    .where(eq(speedChallenges.id, id))
    .returning({ startedAt: speedChallenges.startedAt });
  return row!.startedAt!;
}

export interface ChallengeOutcomeRecord {
  passed: boolean;
  wpm: number | null;
  accuracy: number | null;
  certifiedWpm: number | null;
}

/**
 * Uses the challenge up and records how it went; a pass ranks its result if that is still
 * pending (the leaderboard triggers follow in the same transaction). False when the challenge
 * was used already, by this answer's twin or an earlier one.
 */
export async function useChallenge(
  db: Database,
  challenge: Pick<ChallengeRow, "id" | "resultId">,
  outcome: ChallengeOutcomeRecord,
  at: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(speedChallenges)
      .set({ usedAt: new Date(at), ...outcome })
      .where(and(eq(speedChallenges.id, challenge.id), isNull(speedChallenges.usedAt)))
      .returning({ id: speedChallenges.id });
    if (used.length === 0) return false;
    if (outcome.passed) {
      await tx
        .update(testResults)
        .set({ verification: "verified" })
        .where(
          and(eq(testResults.id, challenge.resultId), eq(testResults.verification, "pending")),
        );
    }
    return true;
  });
}

/** Marks a pending result as waiting for a moderator's review; the first request's time stays. */
export async function requestReview(db: Database, resultId: number, at: number): Promise<Date> {
  const [row] = await db
    .update(testResults)
    .set({ reviewRequestedAt: sql`coalesce(${testResults.reviewRequestedAt}, ${new Date(at)})` })
    .where(eq(testResults.id, resultId))
    .returning({ at: testResults.reviewRequestedAt });
  return row!.at!;
}
