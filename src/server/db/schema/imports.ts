// Results typed on other sites and imported into a typist's history (issue 37).
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { MAX_IMPORTED_WPM } from "../../../core/imports/imported-result.ts";
import { users } from "./accounts.ts";

/**
 * A result imported from Monkeytype or keybr.com (src/core/imports). Kept apart from
 * test_results, so that nothing which ranks, counts bests, streaks or key figures can take one
 * in by accident: only the history and the profile's totals read this table, and say so
 * (docs/decisions/0018). The same file imported again adds nothing: the source's own id of each
 * result is unique per typist and source.
 */
export const importedResults = pgTable(
  "imported_results",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    /** Monkeytype's result id, or for keybr (which has none) one made of the result's figures. */
    sourceKey: text("source_key").notNull(),
    wpm: real("wpm").notNull(),
    accuracy: real("accuracy").notNull(),
    durationMs: integer("duration_ms").notNull(),
    /** The source's own words for the test: 'time 30', 'words 50', 'keybr generated'. */
    mode: text("mode").notNull(),
    /** Monkeytype's language, keybr's keyboard layout. */
    language: text("language"),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull(),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("imported_results_source_key_unique").on(t.userId, t.source, t.sourceKey),
    // The history, newest first, with the typist's own results.
    index("imported_results_user_taken_idx").on(t.userId, t.takenAt.desc()),
    check("imported_results_source_check", sql`${t.source} in ('monkeytype', 'keybr')`),
    check(
      "imported_results_wpm_check",
      sql`${t.wpm} between 0 and ${sql.raw(String(MAX_IMPORTED_WPM))}`,
    ),
    check("imported_results_accuracy_check", sql`${t.accuracy} between 0 and 100`),
    check("imported_results_duration_check", sql`${t.durationMs} > 0`),
  ],
);
