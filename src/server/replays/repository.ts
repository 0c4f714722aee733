import { and, count, eq, gt } from "drizzle-orm";
import type { SavedResult } from "../../core/api/results.ts";
import type { TextKind } from "../../core/texts/text-choice.ts";
import type { RecordedTimeline } from "../../core/typing/recorded-timeline.ts";
import type { Database } from "../db/client.ts";
import { resultReports, testResults, users } from "../db/schema.ts";
import { toSavedResult } from "../results/repository.ts";
import { unpackTimeline } from "../results/timeline-archive.ts";
import { ranksOnLeaderboard } from "../../core/leaderboard/ranking.ts";

export interface StoredReplay {
  result: SavedResult;
  userId: string;
  username: string | null;
  rankable: boolean;
  ranked: boolean;
  banned: boolean;
  text: { kind: TextKind; language: string };
  timeline: RecordedTimeline | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One result with its typist and keystrokes, or null when there is no such result. */
export async function findReplay(db: Database, resultId: number): Promise<StoredReplay | null> {
  const [row] = await db
    .select({
      result: testResults,
      username: users.displayUsername,
      login: users.username,
      bannedAt: users.bannedAt,
    })
    .from(testResults)
    .innerJoin(users, eq(users.id, testResults.userId))
    .where(eq(testResults.id, resultId));
  if (!row) return null;
  const { timeline, ...result } = row.result;
  return {
    result: toSavedResult(result),
    userId: result.userId,
    username: row.username ?? row.login,
    rankable: result.rankable,
    ranked: ranksOnLeaderboard(result),
    banned: row.bannedAt !== null,
    text: { kind: result.textKind as TextKind, language: result.language },
    timeline: timeline ? unpackTimeline(timeline) : null,
  };
}

/** How many results a typist reported in the day before `now`. */
export async function reportsInLastDay(
  db: Database,
  reporterId: string,
  now: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(resultReports)
    .where(
      and(
        eq(resultReports.reporterId, reporterId),
        gt(resultReports.createdAt, new Date(now - DAY_MS)),
      ),
    );
  return row?.n ?? 0;
}

/** Stores a report; false when this typist reported this result already. */
export async function insertReport(
  db: Database,
  report: { resultId: number; reporterId: string; reason: string; at: number },
): Promise<boolean> {
  const rows = await db
    .insert(resultReports)
    .values({
      resultId: report.resultId,
      reporterId: report.reporterId,
      reason: report.reason,
      createdAt: new Date(report.at),
    })
    .onConflictDoNothing({ target: [resultReports.reporterId, resultReports.resultId] })
    .returning({ id: resultReports.id });
  return rows.length > 0;
}
