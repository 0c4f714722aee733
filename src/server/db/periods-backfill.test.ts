import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { type OlderDatabase, olderDatabase } from "../../../tests/support/older-database.ts";
import { openDatabase } from "./client.ts";
import { queryRows } from "./query-rows.ts";

let older: OlderDatabase | undefined;
afterAll(() => older?.drop());

// Results an older server saved, over two weeks: ranked or not, by a verified typist or not.
const SEED = `
  insert into users (id, email, email_verified) values ('ann', 'ann@example.com', true),
    ('bob', 'bob@example.com', false);
  insert into test_results (user_id, wpm, accuracy, duration, mode, difficulty, raw_text, typed_text, verification, rankable, text_kind, language, include_punctuation, include_numbers, created_at)
  values ('ann', 70, 90, 60, '1-minute', 'easy', 'a', 'a', 'verified', true, 'passages', 'en', false, false, '2026-11-29T23:00:00Z'),
         ('ann', 75, 91, 60, '1-minute', 'easy', 'a', 'a', 'verified', true, 'passages', 'en', false, false, '2026-11-30T01:00:00Z'),
         ('ann', 72, 92, 60, '1-minute', 'easy', 'a', 'a', 'verified', true, 'passages', 'en', false, false, '2026-11-30T02:00:00Z'),
         ('ann', 99, 93, 60, '1-minute', 'easy', 'a', 'a', 'flagged', true, 'passages', 'en', false, false, '2026-11-30T03:00:00Z'),
         ('ann', 65, 94, 30, '30-seconds', 'hard', 'a', 'a', 'verified', true, 'words', 'fr', true, false, '2026-12-02T03:00:00Z'),
         ('bob', 80, 95, 60, '1-minute', 'easy', 'a', 'a', 'verified', true, 'passages', 'en', false, false, '2026-11-30T04:00:00Z');
`;

const periodTables = async (db: Parameters<typeof queryRows>[0]) => ({
  best: await queryRows(
    db,
    sql`select user_id, period, period_start::text, board, duration, difficulty, wpm from leaderboard_period_best order by 1, 2, 3, 4, 5, 6`,
  ),
  totals: await queryRows(
    db,
    sql`select period, period_start::text, board, duration, difficulty, tests::int from leaderboard_period_totals order by 1, 2, 3, 4, 5`,
  ),
});

// Building a database at an old migration and then migrating it opens PGlite twice: slow on a busy machine.
it("fills the day and week boards from the results ranked before, as a rebuild would", async () => {
  older = await olderDatabase(26, SEED);
  const handle = await openDatabase(older.config);
  try {
    const { db } = handle;
    const migrated = await periodTables(db);
    expect(migrated.best).toEqual([
      {
        user_id: "ann",
        period: "day",
        period_start: "2026-11-29",
        board: "passages:en",
        duration: 60,
        difficulty: "easy",
        wpm: 70,
      },
      {
        user_id: "ann",
        period: "day",
        period_start: "2026-11-30",
        board: "passages:en",
        duration: 60,
        difficulty: "easy",
        wpm: 75,
      },
      {
        user_id: "ann",
        period: "day",
        period_start: "2026-12-02",
        board: "words:fr:punctuation",
        duration: 30,
        difficulty: "hard",
        wpm: 65,
      },
      {
        user_id: "ann",
        period: "week",
        period_start: "2026-11-23",
        board: "passages:en",
        duration: 60,
        difficulty: "easy",
        wpm: 70,
      },
      {
        user_id: "ann",
        period: "week",
        period_start: "2026-11-30",
        board: "passages:en",
        duration: 60,
        difficulty: "easy",
        wpm: 75,
      },
      {
        user_id: "ann",
        period: "week",
        period_start: "2026-11-30",
        board: "words:fr:punctuation",
        duration: 30,
        difficulty: "hard",
        wpm: 65,
      },
    ]);
    expect(migrated.totals).toContainEqual({
      period: "week",
      period_start: "2026-11-30",
      board: "passages:en",
      duration: 0,
      difficulty: "all",
      tests: 2,
    });
    await db.execute(sql`select leaderboard_rebuild()`);
    expect(await periodTables(db)).toEqual(migrated);
  } finally {
    await handle.close();
  }
});
