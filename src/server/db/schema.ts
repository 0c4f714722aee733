import { sql } from "drizzle-orm";
import {
  bigint,
  customType,
  doublePrecision,
  bigserial,
  boolean,
  check,
  index,
  integer,
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
 * product §3 users: id, email, username. It is also the auth library's user table, so the
 * user id is the authentication user id by construction.
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    // product §7 #7: the username availability check.
    uniqueIndex("users_username_key").on(sql`lower(${t.username})`),
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
 * product §3 test results. Every insert, update and delete keeps the leaderboard tables below in
 * step, by trigger (src/server/leaderboard/leaderboard-triggers.sql), so they can never
 * disagree with this table.
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
    // product §7 #10: a user's newest results.
    index("test_results_user_created_idx").on(t.userId, t.createdAt.desc()),
    // A user's next-best ranked result, when their best one is deleted.
    index("test_results_ranked_best_idx")
      .on(t.userId, t.duration, t.difficulty, t.wpm.desc(), t.createdAt, t.id)
      .where(RANKED),
  ],
);

/**
 * product §7 #14 kept up to date: each user's best ranked result per duration and difficulty
 * (ties to the earlier result), with one index per filter combination in ranking order.
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

/** product §7 #13 per filter (0 and 'all' as above): count and sums of every ranked result. */
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

/** Contact form messages (product §4): stored so nothing a visitor sends is lost. */
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

/** product §3 typing texts, seeded from the corpus at start-up. */
export const typingTexts = pgTable(
  "typing_texts",
  {
    id: serial("id").primaryKey(),
    text: text("text").notNull().unique(),
    difficulty: text("difficulty").notNull(),
  },
  (t) => [
    check("typing_texts_difficulty_check", DIFFICULTY_CHECK),
    // product §7 #12: passages of one difficulty.
    index("typing_texts_difficulty_idx").on(t.difficulty),
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
