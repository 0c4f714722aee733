// Accounts: the auth library's tables, and what belongs to one typist.
import { sql } from "drizzle-orm";
import type { KeyStats } from "../../../core/insight/key-stats.ts";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bytea, timestamps } from "./columns.ts";

/**
 * product 'Entities and their fields', User: id, email, username. It is also the auth library's
 * user table, so the user id is the authentication user id by construction.
 */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    /**
     * The address its mailbox receives, by src/core/account/canonical-email.ts: one account per
     * mailbox. Null only for an account that shared its mailbox with an older one when the
     * column came (migration 0013).
     */
    emailCanonical: text("email_canonical"),
    username: text("username"),
    displayUsername: text("display_username"),
    name: text("name").notNull().default(""),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /**
     * 'admin' may moderate results; granted and revoked by `npm run admin` (directly, or through
     * a running server's local admin channel), never by the site's API.
     */
    role: text("role").notNull().default("user"),
    /** Set by a moderator's ban: the user's results are unranked and no new one is saved. */
    bannedAt: timestamp("banned_at", { withTimezone: true }),
    /**
     * The typist keeps their results to themselves: each result's page and link picture
     * (/results/:id) answer 404 to anyone else. Off by default, so a shared link opens.
     */
    resultsPrivate: boolean("results_private").notNull().default(false),
    /** Shown on the public profile (/u/:username): plain text, at most 160 characters. */
    bio: text("bio").notNull().default(""),
    /** The keyboard the typist names on their public profile, at most 60 characters. */
    keyboard: text("keyboard").notNull().default(""),
    /**
     * The typist keeps their whole public profile to themselves: /u/:username answers 404 to
     * anyone else, as for a name no one holds.
     */
    profilePrivate: boolean("profile_private").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check("users_role_check", sql`${t.role} in ('user', 'admin')`),
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_email_canonical_key").on(t.emailCanonical),
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

/** The auth library's rate-limit counters, kept in the database when Redis is not configured. */
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

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
 * A typist's adaptive lessons (issue 35): the progress document the lessons page keeps
 * (lessonProgressSchema in src/core/lessons/lesson-progress.ts), kept with the account so it
 * follows them to every device, and when it last changed.
 */
export const userLessons = pgTable("user_lessons", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  progress: jsonb("progress").notNull(),
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

/**
 * A typist's personal API keys (issue 37), for their programs to read their results with. The
 * id is the key's public part, which finds it; of the secret only its SHA-256 is kept, so a key
 * is never shown again. A revoked key keeps its row, for the typist's data download, and stops
 * working at once: every request reads its row.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    secretHash: bytea("secret_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute (API_KEY_USE_RECORD_MS), not on every request. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    check("api_keys_secret_hash_check", sql`octet_length(${t.secretHash}) = 32`),
    index("api_keys_user_id_idx").on(t.userId, t.createdAt),
  ],
);
