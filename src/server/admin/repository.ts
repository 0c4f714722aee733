import { type SQL, and, desc, eq, inArray, sql } from "drizzle-orm";
import type {
  ModerationAction,
  ModerationEntry,
  ReviewItem,
  ReviewKind,
} from "../../core/api/admin.ts";
import type { VerificationStatus } from "../../core/api/results.ts";
import { type ResultFlag, isUnverifiable } from "../../core/typing/result-verification.ts";
import { UNVERIFIABLE_REFUSAL } from "../../core/moderation/appeal.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import type { Database } from "../db/client.ts";
import { queryRows } from "../db/query-rows.ts";
import { moderationLog, testResults, users } from "../db/schema.ts";
import { ranksOnLeaderboard } from "../../core/leaderboard/ranking.ts";

/** The most results the review list shows at once, newest first. */
const REVIEW_LIMIT = 200;
/** The reasons shown with a reported result. */
const REASONS_SHOWN = 5;

/** The newest flagged or held results, read from their partial index. */
const held = (statuses: string[]) => sql`
  (select id from test_results
   where verification in (${sql.join(
     statuses.map((status) => sql`${status}`),
     sql`, `,
   )})
   order by created_at desc limit ${REVIEW_LIMIT})`;

/** The most recently reported results. */
const reported = sql`
  (select result_id as id from result_reports
   group by result_id order by max(created_at) desc limit ${REVIEW_LIMIT})`;

/**
 * Results whose typist asked for a review and that still wait for one: held ones instead of
 * taking the challenge, flagged ones they dispute.
 */
const reviewRequested = sql`
  (select id from test_results
   where verification in ('pending', 'flagged') and review_requested_at is not null
   order by review_requested_at desc limit ${REVIEW_LIMIT})`;

/** Results with a failed speed challenge (too slow, too inaccurate or too late). */
const challengeFailed = sql`
  (select result_id as id from speed_challenges where passed = false
   group by result_id order by max(issued_at) desc limit ${REVIEW_LIMIT})`;

const CANDIDATES: Record<ReviewKind, SQL> = {
  all: sql`${held(["flagged", "pending"])} union ${reported} union ${challengeFailed}`,
  flagged: held(["flagged"]),
  pending: held(["pending"]),
  "review-requested": reviewRequested,
  "challenge-failed": challengeFailed,
  reported,
};

interface ReviewRow {
  id: number | string;
  user_id: string;
  username: string | null;
  banned: boolean;
  wpm: number;
  accuracy: number;
  duration: number;
  mode: string;
  difficulty: string;
  rankable: boolean;
  verification: string;
  flags: string[];
  reports: number | string;
  reasons: string[] | null;
  created_at: Date | string;
  review_requested_at: Date | string | null;
  review_message: string | null;
}

/** Results a moderator should look at: flagged, held for the challenge, or reported. */
export async function reviewQueue(db: Database, kind: ReviewKind): Promise<ReviewItem[]> {
  const rows = await queryRows<ReviewRow>(
    db,
    sql`
    select r.id, r.user_id, coalesce(u.display_username, u.username) as username,
      u.banned_at is not null as banned, r.wpm, r.accuracy, r.duration, r.mode, r.difficulty,
      r.rankable, r.verification, r.flags, r.created_at, r.review_requested_at, r.review_message,
      (select count(*) from result_reports x where x.result_id = r.id) as reports,
      (select array_agg(reason) from (
        select reason from result_reports x where x.result_id = r.id
        order by x.created_at desc limit ${REASONS_SHOWN}) newest) as reasons
    from (${CANDIDATES[kind]}) candidates
    join test_results r on r.id = candidates.id
    join users u on u.id = r.user_id
    order by r.created_at desc, r.id desc
    limit ${REVIEW_LIMIT}
  `,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    userId: row.user_id,
    username: row.username,
    banned: row.banned,
    wpm: Number(row.wpm),
    accuracy: Number(row.accuracy),
    duration: Number(row.duration),
    mode: row.mode,
    difficulty: row.difficulty as Difficulty,
    rankable: row.rankable,
    verification: row.verification as VerificationStatus,
    flags: row.flags as ResultFlag[],
    reports: Number(row.reports),
    reportReasons: row.reasons ?? [],
    createdAt: new Date(row.created_at).toISOString(),
    reviewRequestedAt:
      row.review_requested_at === null ? null : new Date(row.review_requested_at).toISOString(),
    reviewMessage: row.review_message,
  }));
}

export interface Moderator {
  id: string;
  username: string;
}

interface LogEntry {
  moderator: Moderator;
  action: ModerationAction;
  resultId: number | null;
  targetUserId: string;
  reason: string;
  at: number;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function writeLog(tx: Transaction, entry: LogEntry): Promise<ModerationEntry> {
  const [target] = await tx
    .select({ username: sql<string | null>`coalesce(${users.displayUsername}, ${users.username})` })
    .from(users)
    .where(eq(users.id, entry.targetUserId));
  const [row] = await tx
    .insert(moderationLog)
    .values({
      moderatorId: entry.moderator.id,
      moderatorName: entry.moderator.username,
      action: entry.action,
      targetResultId: entry.resultId,
      targetUserId: entry.targetUserId,
      targetUsername: target?.username ?? null,
      reason: entry.reason,
      createdAt: new Date(entry.at),
    })
    .returning();
  return toEntry(row!);
}

function toEntry(row: typeof moderationLog.$inferSelect): ModerationEntry {
  return {
    id: row.id,
    moderator: row.moderatorName,
    action: row.action as ModerationAction,
    resultId: row.targetResultId,
    targetUserId: row.targetUserId,
    targetUsername: row.targetUsername,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

export type ActionOutcome =
  | { done: true; entry: ModerationEntry }
  | { done: false; status: 404 | 409 | 422; message: string; code: string };

const refused = (status: 404 | 409 | 422, message: string, code: string): ActionOutcome => ({
  done: false,
  status,
  message,
  code,
});

/**
 * Ranks (verified) or unranks (removed) one result and logs it, in one transaction; the
 * leaderboard triggers follow the change of verification.
 */
export async function setRanked(
  db: Database,
  ranked: boolean,
  {
    moderator,
    resultId,
    reason,
    at,
  }: Omit<LogEntry, "action" | "targetUserId" | "resultId"> & {
    resultId: number;
  },
): Promise<ActionOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        userId: testResults.userId,
        rankable: testResults.rankable,
        verification: testResults.verification,
        flags: testResults.flags,
        bannedAt: users.bannedAt,
      })
      .from(testResults)
      .innerJoin(users, eq(users.id, testResults.userId))
      .where(eq(testResults.id, resultId))
      .for("update");
    if (!row) return refused(404, "There is no such result.", "no-result");
    const isRanked = ranksOnLeaderboard(row);
    if (ranked) {
      if (!row.rankable) {
        return refused(422, "Only timed results can be ranked.", "not-rankable");
      }
      if (isUnverifiable(row.flags)) return refused(422, UNVERIFIABLE_REFUSAL, "unverifiable");
      if (row.bannedAt) {
        return refused(409, "This typist is banned; their results cannot be ranked.", "banned");
      }
      if (isRanked) return refused(409, "This result is ranked already.", "already-ranked");
    } else if (!isRanked) {
      return refused(409, "This result is not ranked.", "not-ranked");
    }
    await tx
      .update(testResults)
      .set({ verification: ranked ? "verified" : "removed" })
      .where(eq(testResults.id, resultId));
    const entry = await writeLog(tx, {
      moderator,
      action: ranked ? "rank" : "unrank",
      resultId,
      targetUserId: row.userId,
      reason,
      at,
    });
    return { done: true, entry };
  });
}

/** Bans a typist: every ranked or held result of theirs is removed, and the ban is logged. */
export async function banUser(
  db: Database,
  {
    moderator,
    userId,
    reason,
    at,
  }: Omit<LogEntry, "action" | "targetUserId" | "resultId"> & {
    userId: string;
  },
): Promise<ActionOutcome> {
  if (userId === moderator.id) return refused(422, "You cannot ban yourself.", "self-ban");
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ bannedAt: users.bannedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) return refused(404, "There is no such typist.", "no-user");
    if (user.bannedAt) return refused(409, "This typist is banned already.", "already-banned");
    await tx
      .update(users)
      .set({ bannedAt: new Date(at) })
      .where(eq(users.id, userId));
    await tx
      .update(testResults)
      .set({ verification: "removed" })
      .where(
        and(
          eq(testResults.userId, userId),
          inArray(testResults.verification, ["verified", "pending"]),
        ),
      );
    const entry = await writeLog(tx, {
      moderator,
      action: "ban",
      resultId: null,
      targetUserId: userId,
      reason,
      at,
    });
    return { done: true, entry };
  });
}

/** The newest moderator actions first. */
export async function listModerationLog(db: Database, limit = 200): Promise<ModerationEntry[]> {
  const rows = await db
    .select()
    .from(moderationLog)
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(limit);
  return rows.map(toEntry);
}
