import { sql } from "drizzle-orm";
import type { KeyStats } from "../../core/insight/key-stats.ts";
import {
  bigint,
  customType,
  doublePrecision,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  primaryKey,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Raw bytes; the drivers hand them over as Uint8Array (PGlite) or Buffer (node-postgres). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * product 'Entities and their fields', User: id, email, username. It is also the auth library's
 * user table, so the user id is the authentication user id by construction.
 */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    username: text("username"),
    displayUsername: text("display_username"),
    name: text("name").notNull().default(""),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** 'admin' may moderate results; granted and revoked by `npm run admin`, never by the API. */
    role: text("role").notNull().default("user"),
    /** Set by a moderator's ban: the user's results are unranked and no new one is saved. */
    bannedAt: timestamp("banned_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("users_role_check", sql`${t.role} in ('user', 'admin')`),
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    // product call 'Username check'.
    uniqueIndex("users_username_key").on(sql`lower(${t.username})`),
    // No two players look alike: username_lookalike (migration 0005) folds i/l/1, o/0, rn/m, vv/w.
    uniqueIndex("users_username_lookalike_key").on(sql`username_lookalike(${t.username})`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [
    index("accounts_user_id_idx").on(t.userId),
    uniqueIndex("accounts_provider_account_key").on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

export const DIFFICULTY_CHECK = sql`difficulty in ('easy', 'medium', 'hard')`;
/** A rankable result that passed verification: the only kind the leaderboard counts. */
const RANKED = sql`rankable and verification = 'verified'`;

/**
 * product 'Entities and their fields', test results. Every insert, update and delete keeps the
 * leaderboard tables below in step, by trigger (src/server/leaderboard/leaderboard-triggers.sql),
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
    includePunctuation: boolean("include_punctuation").notNull().default(false),
    includeNumbers: boolean("include_numbers").notNull().default(false),
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
     * When the typist of a pending result asked a moderator to review it instead of taking the
     * speed challenge (they cannot use its image); null when they did not.
     */
    reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true }),
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
    // product call 'Profile results': a user's newest results.
    index("test_results_user_created_idx").on(t.userId, t.createdAt.desc()),
    // A typist's history of one mode and difficulty, and their best and average in it.
    index("test_results_user_mode_idx").on(t.userId, t.mode, t.difficulty, t.createdAt.desc()),
    // The moderators' review list: the newest flagged and held results.
    index("test_results_review_idx")
      .on(t.createdAt.desc())
      .where(sql`${t.verification} in ('flagged', 'pending')`),
    // A user's next-best ranked result, when their best one is deleted.
    index("test_results_ranked_best_idx")
      .on(t.userId, t.duration, t.difficulty, t.wpm.desc(), t.createdAt, t.id)
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
 * product call 'Leaderboard list' kept up to date: each user's best ranked result per duration and
 * difficulty (ties to the earlier result), with one index per filter combination in ranking order.
 */
export const leaderboardBest = pgTable(
  "leaderboard_best",
  {
    userId: text("user_id").notNull(),
    duration: integer("duration").notNull(),
    difficulty: text("difficulty").notNull(),
    resultId: bigint("result_id", { mode: "number" }).notNull(),
    wpm: real("wpm").notNull(),
    accuracy: real("accuracy").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.duration, t.difficulty] }),
    // Ranking order first; the other columns only let a page's rows, and the rows it skips,
    // be read from the index alone.
    index("leaderboard_best_all_idx").on(
      t.wpm.desc(),
      t.createdAt,
      t.resultId,
      t.userId,
      t.accuracy,
      t.duration,
      t.difficulty,
    ),
    index("leaderboard_best_duration_idx").on(
      t.duration,
      t.wpm.desc(),
      t.createdAt,
      t.resultId,
      t.userId,
      t.accuracy,
      t.difficulty,
    ),
    index("leaderboard_best_difficulty_idx").on(
      t.difficulty,
      t.wpm.desc(),
      t.createdAt,
      t.resultId,
      t.userId,
      t.accuracy,
      t.duration,
    ),
    index("leaderboard_best_both_idx").on(
      t.duration,
      t.difficulty,
      t.wpm.desc(),
      t.createdAt,
      t.resultId,
      t.userId,
      t.accuracy,
    ),
  ],
);

/**
 * How many best rows each filter has at each speed; duration 0 and difficulty 'all' stand for
 * the unfiltered views. Summing it from the top finds where a deep page starts without
 * walking every row above it.
 */
export const leaderboardSpeedCounts = pgTable(
  "leaderboard_speed_counts",
  {
    duration: integer("duration").notNull(),
    difficulty: text("difficulty").notNull(),
    wpm: real("wpm").notNull(),
    entries: integer("entries").notNull(),
  },
  (t) => [primaryKey({ columns: [t.duration, t.difficulty, t.wpm] })],
);

/**
 * product call 'Leaderboard stats' per filter (0 and 'all' as above): count and sums of every
 * ranked result.
 */
export const leaderboardTotals = pgTable(
  "leaderboard_totals",
  {
    duration: integer("duration").notNull(),
    difficulty: text("difficulty").notNull(),
    tests: bigint("tests", { mode: "number" }).notNull(),
    wpmSum: doublePrecision("wpm_sum").notNull(),
    accuracySum: doublePrecision("accuracy_sum").notNull(),
  },
  (t) => [primaryKey({ columns: [t.duration, t.difficulty] })],
);

/** The auth library's rate-limit counters, kept in the database when Redis is not configured. */
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Contact form messages (product 'States and transitions', Contact form): stored so nothing a
 * visitor sends is lost.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    ipAddress: text("ip_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt.desc())],
);

/** Newsletter sign-ups: one row per address, whatever its letter case. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_key").on(sql`lower(${t.email})`)],
);

/** product 'Entities and their fields', typing texts, seeded from the corpus at start-up. */
export const typingTexts = pgTable(
  "typing_texts",
  {
    id: serial("id").primaryKey(),
    text: text("text").notNull().unique(),
    difficulty: text("difficulty").notNull(),
  },
  (t) => [
    check("typing_texts_difficulty_check", DIFFICULTY_CHECK),
    // product call 'Passages': passages of one difficulty.
    index("typing_texts_difficulty_idx").on(t.difficulty),
  ],
);

/**
 * A user's display settings (product 'Where TypeTempo goes beyond the specification', Settings and
 * themes), the document of src/core/api/settings.ts, so they follow the account to any device.
 * Validated on the way in; read leniently on the way out.
 */
export const userSettings = pgTable("user_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  settings: jsonb("settings").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sum of a typist's results' key figures, merged in as each result is saved, so the
 * insight page reads one row instead of every timeline. Results saved before key figures were
 * kept are not in it.
 */
export const userKeyStats = pgTable("user_key_stats", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  stats: jsonb("stats").$type<KeyStats>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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

/**
 * Every live race run to its end (product 'Live races'): its room, passage and when it ran on the
 * server's clock. Its racers are race_entries.
 */
export const races = pgTable(
  "races",
  {
    id: text("id").primaryKey(),
    code: text("code").notNull(),
    kind: text("kind").notNull(),
    difficulty: text("difficulty").notNull(),
    /** The passage served, by id; its text is kept too, since passages may be edited. */
    passageId: integer("passage_id").notNull(),
    passage: text("passage").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("races_kind_check", sql`${t.kind} in ('quick', 'private')`),
    check("races_difficulty_check", DIFFICULTY_CHECK),
  ],
);

/**
 * One racer of a race: a guest by the name they raced under, a signed-in typist by account only
 * (their username is read from it, so a deleted account leaves an entry with neither), with the
 * place the server gave them (null: did not finish, or the final check gave none) and
 * their speed over the server's time. A signed-in finisher's result is also a test_results row.
 */
export const raceEntries = pgTable(
  "race_entries",
  {
    raceId: text("race_id")
      .notNull()
      .references(() => races.id, { onDelete: "cascade" }),
    racerId: text("racer_id").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** A guest's name; null for a signed-in racer. */
    name: text("name"),
    place: integer("place"),
    wpm: real("wpm").notNull(),
    accuracy: real("accuracy").notNull(),
    finished: boolean("finished").notNull(),
    /** Ms from the start to the chunk that completed the passage; null when it was not. */
    timeMs: integer("time_ms"),
    resultId: bigint("result_id", { mode: "number" }).references(() => testResults.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    primaryKey({ columns: [t.raceId, t.racerId] }),
    // A typist's race history, newest first, joins their entries to their races.
    index("race_entries_user_idx").on(t.userId),
    check("race_entries_place_check", sql`${t.place} is null or ${t.place} between 1 and 5`),
    check("race_entries_name_check", sql`${t.name} is null or ${t.userId} is null`),
  ],
);
