// Saved test results, the test tokens they were saved with, and their speed challenges.
import { sql } from "drizzle-orm";
import type { KeyStats } from "../../../core/insight/key-stats.ts";
import { APPEAL_MESSAGE_MAX_LENGTH } from "../../../core/moderation/appeal.ts";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { bytea, DIFFICULTY_CHECK } from "./columns.ts";
import { users } from "./accounts.ts";

/** A rankable result that passed verification: the only kind the leaderboard counts. */
const RANKED = sql`rankable and verification = 'verified'`;

/**
 * product 'Entities and their fields', test results. Every insert, update and delete keeps the
 * leaderboard tables (schema/leaderboard.ts) in step, by trigger (db/repeatable/leaderboard.sql),
 * so they can never disagree with this table.
 */
export const testResults = pgTable(
  "test_results",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    wpm: real("wpm").notNull(),
    accuracy: real("accuracy").notNull(),
    duration: integer("duration").notNull(),
    mode: text("mode").notNull(),
    /**
     * Whether the mode may reach the leaderboard (canRank in src/core/typing/test-modes.ts),
     * set at insert. No default: every writer says so, and a new mode is not ranked by accident.
     */
    rankable: boolean("rankable").notNull(),
    difficulty: text("difficulty").notNull(),
    /**
     * The kind of text served (src/core/texts/text-choice.ts): the specification's passages,
     * common words, quotes or code. Results saved before there was a choice were passages.
     */
    textKind: text("text_kind").notNull().default("passages"),
    /**
     * The text's language (src/core/texts/languages.ts); for code, its programming language
     * (src/core/texts/code-languages.ts), so personal bests are kept per programming language.
     */
    language: text("language").notNull().default("en"),
    includePunctuation: boolean("include_punctuation").notNull().default(false),
    includeNumbers: boolean("include_numbers").notNull().default(false),
    /**
     * The leaderboard the result ranks on, as boardKey writes it (src/core/leaderboard/boards.ts):
     * 'passages:en', 'words:fr:punctuation:numbers', 'code:python'...
     */
    board: text("board")
      .notNull()
      .generatedAlwaysAs(
        sql`text_kind || ':' || language || case when include_punctuation then ':punctuation' else '' end || case when include_numbers then ':numbers' else '' end`,
      ),
    rawText: text("raw_text").notNull(),
    typedText: text("typed_text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The test token's id: one saved result per issued test. Null on results saved before. */
    testId: text("test_id").unique(),
    verification: text("verification").notNull().default("unverified"),
    /** ResultFlag values (src/core/typing/result-verification.ts) of a flagged result. */
    flags: text("flags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The keystroke timeline as gzipped JSON, kept for review of disputed results. */
    timeline: bytea("timeline"),
    /**
     * When the typist asked a moderator to review the result: a pending one instead of taking
     * the speed challenge (they cannot use its image), or a flagged one they dispute; null when
     * they did not.
     */
    reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true }),
    /** What the typist of a disputed flagged result would have a moderator know, if anything. */
    reviewMessage: text("review_message"),
    /**
     * Per-key and per-bigram figures of the timeline (src/core/insight/key-stats.ts), computed
     * at save; null on results saved before they were kept.
     */
    keyStats: jsonb("key_stats").$type<KeyStats>(),
    /**
     * Milliseconds the test's speeds are over, as it was scored: a length test's own time is
     * finer than its whole-second duration. Null on results saved before it was kept.
     */
    elapsedMs: integer("elapsed_ms"),
    /**
     * The stop on error setting the test ran under (src/core/typing/stop-on-error.ts): shown
     * with the result, never in its score. Results saved before it was offered ran without.
     */
    stopOnError: text("stop_on_error").notNull().default("off"),
  },
  (t) => [
    check("test_results_difficulty_check", DIFFICULTY_CHECK),
    check(
      "test_results_verification_check",
      sql`${t.verification} in ('verified', 'flagged', 'unverified', 'pending', 'removed')`,
    ),
    check("test_results_wpm_check", sql`${t.wpm} >= 0`),
    check("test_results_accuracy_check", sql`${t.accuracy} between 0 and 100`),
    check("test_results_duration_check", sql`${t.duration} > 0`),
    check("test_results_stop_on_error_check", sql`${t.stopOnError} in ('off', 'letter', 'word')`),
    check(
      "test_results_text_kind_check",
      sql`${t.textKind} in ('passages', 'words', 'quotes', 'code')`,
    ),
    check(
      "test_results_review_message_check",
      sql`char_length(${t.reviewMessage}) <= ${sql.raw(String(APPEAL_MESSAGE_MAX_LENGTH))}`,
    ),
    // product call 'Profile results': a user's newest results.
    index("test_results_user_created_idx").on(t.userId, t.createdAt.desc()),
    // A typist's history of one mode and difficulty, and their best and average in it.
    index("test_results_user_mode_idx").on(t.userId, t.mode, t.difficulty, t.createdAt.desc()),
    // The moderators' review list: the newest flagged and held results.
    index("test_results_review_idx")
      .on(t.createdAt.desc())
      .where(sql`${t.verification} in ('flagged', 'pending')`),
    // A user's next-best ranked result on a board, when their best one is deleted.
    index("test_results_ranked_best_idx")
      .on(t.userId, t.board, t.duration, t.difficulty, t.wpm.desc(), t.createdAt, t.id)
      .where(RANKED),
    // The moderators' list of results waiting for review.
    index("test_results_review_requested_idx")
      .on(t.reviewRequestedAt)
      .where(sql`${t.reviewRequestedAt} is not null`),
  ],
);

/**
 * Speed challenges (docs/trusted-results.md): each is issued for one pending result of its
 * user, used once, and timed on the server's clock. Passed ones certify their user's speed.
 */
export const speedChallenges = pgTable(
  "speed_challenges",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    resultId: bigint("result_id", { mode: "number" })
      .notNull()
      .references(() => testResults.id, { onDelete: "cascade" }),
    /** The words drawn in the image, kept for scoring and for moderators. */
    text: text("text").notNull(),
    requiredWpm: integer("required_wpm").notNull(),
    timeLimitMs: integer("time_limit_ms").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** When the image was first served: the challenge's clock starts there. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** Null until used; false also for an answer that came too late. */
    passed: boolean("passed"),
    wpm: integer("wpm"),
    accuracy: integer("accuracy"),
    /** Results up to this speed rank without a challenge until the certificate expires. */
    certifiedWpm: integer("certified_wpm"),
  },
  (t) => [
    // Issuing is limited per user and period; the certificate is the user's newest passes.
    index("speed_challenges_user_issued_idx").on(t.userId, t.issuedAt.desc()),
    index("speed_challenges_result_idx").on(t.resultId),
  ],
);

/**
 * Every test token a signed-in typist has tried to save with, kept from the first attempt
 * (docs/trusted-results.md): a token is used up by any attempt, verified or not, so a refused
 * timeline cannot be retried.
 */
export const spentTestTokens = pgTable(
  "spent_test_tokens",
  {
    testId: text("test_id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** When the attempt came, on the server's clock. */
    spentAt: timestamp("spent_at", { withTimezone: true }).notNull(),
    /**
     * For a saved result, the earliest its test could have ended, taken after the user's
     * previous tests: no sooner than issued, nor than the test before it ended, plus its own
     * duration. It spaces a user's saves no closer than their tests could have been taken.
     */
    testEndedAt: timestamp("test_ended_at", { withTimezone: true }),
  },
  (t) => [index("spent_test_tokens_user_idx").on(t.userId, t.testEndedAt.desc())],
);
