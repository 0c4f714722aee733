import { sql } from "drizzle-orm";
import {
  bigint,
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
  uniqueIndex,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * SPEC §3 users: id, email, username. It is also the auth library's user table, so the
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
    // SPEC §7 #7: the username availability check.
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

/** SPEC §3 test results. Modes ending in ' Characters' are length tests, all others timed. */
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
    difficulty: text("difficulty").notNull(),
    includePunctuation: boolean("include_punctuation").notNull().default(false),
    includeNumbers: boolean("include_numbers").notNull().default(false),
    rawText: text("raw_text").notNull(),
    typedText: text("typed_text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("test_results_difficulty_check", DIFFICULTY_CHECK),
    check("test_results_wpm_check", sql`${t.wpm} >= 0`),
    check("test_results_accuracy_check", sql`${t.accuracy} between 0 and 100`),
    check("test_results_duration_check", sql`${t.duration} > 0`),
    // SPEC §7 #10: a user's newest results.
    index("test_results_user_created_idx").on(t.userId, t.createdAt.desc()),
    // SPEC §7 #13–14: timed results by duration and difficulty, fastest first.
    index("test_results_timed_rank_idx")
      .on(t.duration, t.difficulty, t.wpm.desc())
      .where(sql`${t.mode} not like '% Characters'`),
    index("test_results_timed_wpm_idx")
      .on(t.wpm.desc())
      .where(sql`${t.mode} not like '% Characters'`),
  ],
);

/** The auth library's rate-limit counters, kept in the database when Redis is not configured. */
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Contact form messages (SPEC §4): stored so nothing a visitor sends is lost. */
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

/** SPEC §3 typing texts, seeded from the corpus at start-up. */
export const typingTexts = pgTable(
  "typing_texts",
  {
    id: serial("id").primaryKey(),
    text: text("text").notNull().unique(),
    difficulty: text("difficulty").notNull(),
  },
  (t) => [
    check("typing_texts_difficulty_check", DIFFICULTY_CHECK),
    // SPEC §7 #12: passages of one difficulty.
    index("typing_texts_difficulty_idx").on(t.difficulty),
  ],
);
