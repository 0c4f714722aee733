import { eq } from "drizzle-orm";
import type { PublicResult } from "../../core/api/public-result.ts";
import type { VerificationStatus } from "../../core/api/results.ts";
import { speedSeries } from "../../core/insight/speed-series.ts";
import { ranksOnLeaderboard } from "../../core/leaderboard/ranking.ts";
import { type SharedResult, isOpenToAll } from "../../core/site/public-result.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import { findMistakes } from "../../core/typing/scoring.ts";
import type { StopOnError } from "../../core/typing/stop-on-error.ts";
import type { Database } from "../db/client.ts";
import { testResults, users } from "../db/schema.ts";
import { unpackTimeline } from "./timeline-archive.ts";

/** What a result's page and picture show of it, and whom it may be shown to. */
const sharedColumns = {
  id: testResults.id,
  userId: testResults.userId,
  wpm: testResults.wpm,
  accuracy: testResults.accuracy,
  mode: testResults.mode,
  difficulty: testResults.difficulty,
  verification: testResults.verification,
  displayUsername: users.displayUsername,
  login: users.username,
  resultsPrivate: users.resultsPrivate,
  bannedAt: users.bannedAt,
};

interface SharedRow {
  userId: string;
  wpm: number;
  accuracy: number;
  mode: string;
  difficulty: string;
  verification: string;
  displayUsername: string | null;
  login: string | null;
  resultsPrivate: boolean;
  bannedAt: Date | null;
}

function shared(row: SharedRow) {
  const verification = row.verification as VerificationStatus;
  return {
    result: {
      username: row.displayUsername ?? row.login,
      wpm: row.wpm,
      accuracy: row.accuracy,
      mode: row.mode,
      difficulty: row.difficulty as Difficulty,
      verification,
    } satisfies SharedResult,
    userId: row.userId,
    openToAll: isOpenToAll(verification, {
      resultsPrivate: row.resultsPrivate,
      banned: row.bannedAt !== null,
    }),
  };
}

/**
 * A result as its page's link preview and picture show it, with its typist and whether anyone
 * may see it; null when there is no such result. One indexed row, without the texts.
 */
export async function findSharedResult(db: Database, resultId: number) {
  const [row] = await db
    .select(sharedColumns)
    .from(testResults)
    .innerJoin(users, eq(users.id, testResults.userId))
    .where(eq(testResults.id, resultId));
  return row ? shared(row) : null;
}

/**
 * A result as its page shows it to `viewerId` (null when signed out): to anyone when it is open
 * to all, else only to its typist; null to everyone else, as for an id that is no result.
 */
export async function findPublicResult(
  db: Database,
  resultId: number,
  viewerId: string | null,
): Promise<PublicResult | null> {
  const [row] = await db
    .select({
      ...sharedColumns,
      duration: testResults.duration,
      createdAt: testResults.createdAt,
      stopOnError: testResults.stopOnError,
      rankable: testResults.rankable,
      rawText: testResults.rawText,
      typedText: testResults.typedText,
      elapsedMs: testResults.elapsedMs,
      timeline: testResults.timeline,
    })
    .from(testResults)
    .innerJoin(users, eq(users.id, testResults.userId))
    .where(eq(testResults.id, resultId));
  if (!row) return null;
  const { result, userId, openToAll } = shared(row);
  const mine = viewerId === userId;
  if (!openToAll && !mine) return null;
  const edits = row.timeline ? unpackTimeline(row.timeline).edits : null;
  // Results saved before the scored time was kept were scored over their duration.
  const elapsedMs = row.elapsedMs ?? row.duration * 1000;
  return {
    ...result,
    id: row.id,
    mistakes: findMistakes(row.rawText, row.typedText).length,
    duration: row.duration,
    createdAt: row.createdAt.toISOString(),
    stopOnError: row.stopOnError as StopOnError,
    speed: edits ? speedSeries(row.rawText, edits, elapsedMs) : [],
    // The replay's own rule (replays/routes.ts): public when ranked, else its typist's.
    hasReplay: edits !== null && (mine || ranksOnLeaderboard(row)),
    mine,
    isPublic: openToAll,
  };
}
