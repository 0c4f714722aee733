// The leaderboard's tables, kept in step with test_results by trigger (db/repeatable/leaderboard.sql).
import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { PERCENTILE_BOARD, PERCENTILE_SECONDS } from "../../../core/lessons/typist-percentile.ts";

/**
 * product call 'Leaderboard list' kept up to date: each user's best ranked result per board,
 * duration and difficulty (ties to the earlier result), with one index per filter combination in
 * ranking order, each led by the board so that every board is read like the one there was.
 */
export const leaderboardBest = pgTable(
  "leaderboard_best",
  {
    userId: text("user_id").notNull(),
    /** The text's board (boardKey in src/core/leaderboard/boards.ts), as test_results.board. */
    board: text("board").notNull(),
    duration: integer("duration").notNull(),
    difficulty: text("difficulty").notNull(),
    resultId: bigint("result_id", { mode: "number" }).notNull(),
    wpm: real("wpm").notNull(),
    accuracy: real("accuracy").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.board, t.duration, t.difficulty] }),
    // Ranking order first; the other columns only let a page's rows, and the rows it skips,
    // be read from the index alone.
    index("leaderboard_best_all_idx").on(
      t.board,
      t.wpm.desc(),
      t.createdAt,
      t.resultId,
      t.userId,
      t.accuracy,
      t.duration,
      t.difficulty,
    ),
    index("leaderboard_best_duration_idx").on(
      t.board,
      t.duration,
      t.wpm.desc(),
      t.createdAt,
      t.resultId,
      t.userId,
      t.accuracy,
      t.difficulty,
    ),
    index("leaderboard_best_difficulty_idx").on(
      t.board,
      t.difficulty,
      t.wpm.desc(),
      t.createdAt,
      t.resultId,
      t.userId,
      t.accuracy,
      t.duration,
    ),
    index("leaderboard_best_both_idx").on(
      t.board,
      t.duration,
      t.difficulty,
      t.wpm.desc(),
      t.createdAt,
      t.resultId,
      t.userId,
      t.accuracy,
    ),
    // The typist percentile's rows alone (typist-percentile.ts: the default board's minute),
    // by typist, so each one's best over the difficulties is read in index order and counted
    // with no sort or hash of every typist; two columns of one board's minute, so far smaller
    // than the indexes above, and kept up only when those rows change.
    index("leaderboard_best_percentile_idx")
      .on(t.userId, t.wpm)
      .where(sql.raw(`board = '${PERCENTILE_BOARD}' and duration = ${String(PERCENTILE_SECONDS)}`)),
  ],
);

/**
 * How many best rows each board's filter has at each speed; duration 0 and difficulty 'all' stand for
 * the unfiltered views. Summing it from the top finds where a deep page starts without
 * walking every row above it.
 */
export const leaderboardSpeedCounts = pgTable(
  "leaderboard_speed_counts",
  {
    board: text("board").notNull(),
    duration: integer("duration").notNull(),
    difficulty: text("difficulty").notNull(),
    wpm: real("wpm").notNull(),
    entries: integer("entries").notNull(),
  },
  (t) => [primaryKey({ columns: [t.board, t.duration, t.difficulty, t.wpm] })],
);

/**
 * product call 'Leaderboard stats' per board and filter (0 and 'all' as above): count and sums of every
 * ranked result.
 */
export const leaderboardTotals = pgTable(
  "leaderboard_totals",
  {
    board: text("board").notNull(),
    duration: integer("duration").notNull(),
    difficulty: text("difficulty").notNull(),
    tests: bigint("tests", { mode: "number" }).notNull(),
    wpmSum: doublePrecision("wpm_sum").notNull(),
    accuracySum: doublePrecision("accuracy_sum").notNull(),
  },
  (t) => [primaryKey({ columns: [t.board, t.duration, t.difficulty] })],
);

/**
 * Issue 36's daily and weekly boards: each user's best ranked result per board, duration and
 * difficulty within one UTC day or ISO week (periods.ts), under the same rules as
 * leaderboard_best. Keyed by the user first, so the triggers find a typist's rows; the two
 * indexes read a period's board in ranking order. Past periods' rows stay: the winners of the
 * one before are read from them, and each period holds few rows.
 */
export const leaderboardPeriodBest = pgTable(
  "leaderboard_period_best",
  {
    userId: text("user_id").notNull(),
    /** 'day' or 'week'. */
    period: text("period").notNull(),
    /** The UTC date the day or week (a Monday) begins on. */
    periodStart: date("period_start").notNull(),
    board: text("board").notNull(),
    duration: integer("duration").notNull(),
    difficulty: text("difficulty").notNull(),
    resultId: bigint("result_id", { mode: "number" }).notNull(),
    wpm: real("wpm").notNull(),
    accuracy: real("accuracy").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.userId, t.period, t.periodStart, t.board, t.duration, t.difficulty],
    }),
    // A period's board is small, so a difficulty alone reads this index and skips the other
    // rows; a duration, which keeps fewer of them (a week's last page of one duration read
    // twice its rows: 5.9 ms at p95 on PostgreSQL at a million results), and both together
    // have an index of their own. As in leaderboard_best's, the columns after the ranking
    // order let a page and the rows its offset skips be read from the index alone.
    index("leaderboard_period_best_all_idx").on(
      t.period,
      t.periodStart,
      t.board,
      t.wpm.desc(),
      t.createdAt,
      t.resultId,
      t.userId,
      t.accuracy,
      t.duration,
      t.difficulty,
    ),
    index("leaderboard_period_best_duration_idx").on(
      t.period,
      t.periodStart,
      t.board,
      t.duration,
      t.wpm.desc(),
      t.createdAt,
      t.resultId,
      t.userId,
      t.accuracy,
      t.difficulty,
    ),
    index("leaderboard_period_best_both_idx").on(
      t.period,
      t.periodStart,
      t.board,
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

/** product call 'Leaderboard stats' of a day or week, as leaderboard_totals is of all time. */
export const leaderboardPeriodTotals = pgTable(
  "leaderboard_period_totals",
  {
    period: text("period").notNull(),
    periodStart: date("period_start").notNull(),
    board: text("board").notNull(),
    duration: integer("duration").notNull(),
    difficulty: text("difficulty").notNull(),
    tests: bigint("tests", { mode: "number" }).notNull(),
    wpmSum: doublePrecision("wpm_sum").notNull(),
    accuracySum: doublePrecision("accuracy_sum").notNull(),
  },
  (t) => [primaryKey({ columns: [t.period, t.periodStart, t.board, t.duration, t.difficulty] })],
);
