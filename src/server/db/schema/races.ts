// Live races and their racers.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { DIFFICULTY_CHECK } from "./columns.ts";
import { users } from "./accounts.ts";
import { testResults } from "./results.ts";

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
    check("races_kind_check", sql`${t.kind} in ('quick', 'private', 'ranked')`),
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
    /** Null for a finish the final check refused or flagged: the site shows no such speed. */
    wpm: real("wpm"),
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

/**
 * Each typist's rating from ranked races (product 'Ranked races'): Glicko-2's rating, rating
 * deviation and volatility, as their last rated race left them. A typist who never finished a
 * rated race has no row and is rated as new (src/core/race/rating.ts, NEW_RATING).
 */
export const raceRatings = pgTable("race_ratings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  rating: doublePrecision("rating").notNull(),
  rd: doublePrecision("rd").notNull(),
  volatility: doublePrecision("volatility").notNull(),
  racesRated: integer("races_rated").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/**
 * One row per rated racer of each rated race: their rating before and after it, written in the
 * transaction that stores the race, so a race is rated once (its primary key says so too).
 */
export const raceRatingHistory = pgTable(
  "race_rating_history",
  {
    raceId: text("race_id")
      .notNull()
      .references(() => races.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ratingBefore: doublePrecision("rating_before").notNull(),
    rdBefore: doublePrecision("rd_before").notNull(),
    volatilityBefore: doublePrecision("volatility_before").notNull(),
    ratingAfter: doublePrecision("rating_after").notNull(),
    rdAfter: doublePrecision("rd_after").notNull(),
    volatilityAfter: doublePrecision("volatility_after").notNull(),
    ratedAt: timestamp("rated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.raceId, t.userId] }),
    // A typist's rating history, newest first, for their profiles.
    index("race_rating_history_user_idx").on(t.userId, t.ratedAt.desc()),
  ],
);
