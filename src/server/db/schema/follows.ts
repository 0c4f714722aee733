// Friends (issue 36): who follows whom.
import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * One typist following another: the leaderboard's Following view and the profile's list of
 * recent bests read it by the follower (the key's first column), a profile's follower count by
 * the followee (its index). Either account's deletion takes the row with it.
 */
export const follows = pgTable(
  "follows",
  {
    followerId: text("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followeeId: text("followee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index("follows_followee_idx").on(t.followeeId),
    check("follows_not_self_check", sql`${t.followerId} <> ${t.followeeId}`),
  ],
);
