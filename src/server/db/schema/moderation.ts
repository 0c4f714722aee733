// Reports of doubtful results, and the moderators' log.
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { testResults } from "./results.ts";

/** A signed-in typist's report of a ranked result they doubt: one per reporter and result. */
export const resultReports = pgTable(
  "result_reports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    resultId: bigint("result_id", { mode: "number" })
      .notNull()
      .references(() => testResults.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("result_reports_reporter_result_key").on(t.reporterId, t.resultId),
    index("result_reports_result_idx").on(t.resultId),
    // The daily report limit counts a reporter's newest reports.
    index("result_reports_reporter_created_idx").on(t.reporterId, t.createdAt),
  ],
);

/**
 * Every moderator action, kept for accountability: who did what to which result or user, why
 * and when. Rows outlive their target (no foreign keys), so the log stays whole.
 */
export const moderationLog = pgTable(
  "moderation_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    moderatorId: text("moderator_id").notNull(),
    moderatorName: text("moderator_name").notNull(),
    action: text("action").notNull(),
    targetResultId: bigint("target_result_id", { mode: "number" }),
    targetUserId: text("target_user_id").notNull(),
    targetUsername: text("target_username"),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("moderation_log_action_check", sql`${t.action} in ('rank', 'unrank', 'ban')`),
    index("moderation_log_created_idx").on(t.createdAt.desc()),
  ],
);
