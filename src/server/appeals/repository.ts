import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { testResults } from "../db/schema.ts";

/** One of the user's results, as much as an appeal needs; null when not theirs or none. */
export async function ownAppealable(db: Database, userId: string, resultId: number) {
  const [row] = await db
    .select({
      verification: testResults.verification,
      rankable: testResults.rankable,
      flags: testResults.flags,
    })
    .from(testResults)
    .where(and(eq(testResults.id, resultId), eq(testResults.userId, userId)));
  return row ?? null;
}

/**
 * Marks a flagged result as disputed by its typist, with their message: the first request
 * only, in one statement, so two at once cannot both be taken. Null when it was asked for
 * already (or the result is no longer flagged).
 */
export async function recordAppeal(
  db: Database,
  resultId: number,
  message: string | null,
  at: number,
): Promise<Date | null> {
  const [row] = await db
    .update(testResults)
    .set({ reviewRequestedAt: new Date(at), reviewMessage: message })
    .where(
      and(
        eq(testResults.id, resultId),
        eq(testResults.verification, "flagged"),
        isNull(testResults.reviewRequestedAt),
      ),
    )
    .returning({ at: testResults.reviewRequestedAt });
  return row?.at ?? null;
}
