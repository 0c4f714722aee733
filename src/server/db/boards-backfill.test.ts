import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { type OlderDatabase, olderDatabase } from "../../../tests/support/older-database.ts";
import { openDatabase } from "./client.ts";
import { queryRows } from "./query-rows.ts";

let older: OlderDatabase | undefined;
afterAll(() => older?.drop());

// As an older server saved them: passages ranked, every other text unranked.
const SEED = `
  insert into users (id, email, email_verified) values ('ann', 'ann@example.com', true),
    ('bob', 'bob@example.com', false);
  insert into test_results (user_id, wpm, accuracy, duration, mode, difficulty, raw_text, typed_text, verification, rankable, text_kind, language, include_punctuation, include_numbers)
  values ('ann', 70, 90, 60, '1-minute', 'easy', 'a', 'a', 'verified', true, 'passages', 'en', false, false),
         ('ann', 65, 90, 30, '30-seconds', 'easy', 'a', 'a', 'verified', true, 'passages', 'en', false, false),
         ('ann', 80, 90, 60, '1-minute', 'easy', 'a', 'a', 'verified', false, 'words', 'fr', true, false),
         ('ann', 85, 90, 60, '1-minute', 'easy', 'a', 'a', 'verified', false, 'words', 'fr', true, false),
         ('ann', 90, 90, 60, '1-minute', 'easy', 'a', 'a', 'verified', false, 'quotes', 'en', false, false),
         ('ann', 99, 90, 41, '300 Characters', 'easy', 'a', 'a', 'verified', false, 'words', 'fr', false, false),
         ('ann', 95, 90, 60, '1-minute', 'easy', 'a', 'a', 'flagged', false, 'code', 'python', false, false),
         ('ann', 60, 90, 60, '1-minute', 'easy', 'a', 'a', 'verified', false, 'code', 'python', false, false),
         ('ann', 72, 90, 60, '1-minute', 'easy', 'a', 'a', 'verified', false, 'passages', 'fr', false, false),
         ('bob', 75, 90, 60, '1-minute', 'easy', 'a', 'a', 'verified', false, 'words', 'de', false, false);
  -- The leaderboard as that server's triggers kept it (the migrations alone install older ones).
  delete from leaderboard_best;
  delete from leaderboard_speed_counts;
  delete from leaderboard_totals;
  insert into leaderboard_best (user_id, duration, difficulty, result_id, wpm, accuracy, created_at)
  select distinct on (user_id, duration, difficulty) user_id, duration, difficulty, id, wpm, accuracy, created_at
  from test_results where rankable and verification = 'verified'
    and user_id in (select id from users where email_verified)
  order by user_id, duration, difficulty, wpm desc, created_at, id;
  insert into leaderboard_speed_counts (duration, difficulty, wpm, entries)
  select coalesce(duration, 0), coalesce(difficulty, 'all'), wpm, count(*) from leaderboard_best
  group by grouping sets ((duration, difficulty, wpm), (difficulty, wpm), (duration, wpm), (wpm));
  insert into leaderboard_totals (duration, difficulty, tests, wpm_sum, accuracy_sum)
  select coalesce(duration, 0), coalesce(difficulty, 'all'), count(*), sum(wpm::float8), sum(accuracy::float8)
  from test_results where rankable and verification = 'verified'
    and user_id in (select id from users where email_verified)
  group by grouping sets ((duration, difficulty), (difficulty), (duration), ());
`;

// Building a database at an old migration and then migrating it opens PGlite twice: slow on a busy machine.
it("keeps the English passages board as it was and ranks the other texts' timed verified results on their boards", async () => {
  older = await olderDatabase(22, SEED);
  const handle = await openDatabase(older.config);
  try {
    const { db } = handle;
    const rows = await queryRows(
      db,
      sql`select board, mode, verification, rankable from test_results order by id`,
    );
    expect(rows).toEqual([
      { board: "passages:en", mode: "1-minute", verification: "verified", rankable: true },
      { board: "passages:en", mode: "30-seconds", verification: "verified", rankable: true },
      { board: "words:fr:punctuation", mode: "1-minute", verification: "verified", rankable: true },
      { board: "words:fr:punctuation", mode: "1-minute", verification: "verified", rankable: true },
      { board: "quotes:en", mode: "1-minute", verification: "verified", rankable: true },
      { board: "words:fr", mode: "300 Characters", verification: "verified", rankable: false },
      { board: "code:python", mode: "1-minute", verification: "flagged", rankable: true },
      { board: "code:python", mode: "1-minute", verification: "verified", rankable: true },
      { board: "passages:fr", mode: "1-minute", verification: "verified", rankable: true },
      { board: "words:de", mode: "1-minute", verification: "verified", rankable: true },
    ]);
    // Bob's address is not verified: his result ranks once it is, like any other.
    const best = await queryRows(
      db,
      sql`select board, duration, wpm from leaderboard_best order by board, duration`,
    );
    expect(best).toEqual([
      { board: "code:python", duration: 60, wpm: 60 },
      { board: "passages:en", duration: 30, wpm: 65 },
      { board: "passages:en", duration: 60, wpm: 70 },
      { board: "passages:fr", duration: 60, wpm: 72 },
      { board: "quotes:en", duration: 60, wpm: 90 },
      { board: "words:fr:punctuation", duration: 60, wpm: 85 },
    ]);
    const totals = await queryRows(
      db,
      sql`select board, tests::int as tests from leaderboard_totals where duration = 0 and difficulty = 'all' order by board`,
    );
    expect(totals).toEqual([
      { board: "code:python", tests: 1 },
      { board: "passages:en", tests: 2 },
      { board: "passages:fr", tests: 1 },
      { board: "quotes:en", tests: 1 },
      { board: "words:fr:punctuation", tests: 2 },
    ]);
    // What the migration computed is what the installed triggers keep.
    const kept = await queryRows(
      db,
      sql`select * from leaderboard_speed_counts order by 1, 2, 3, 4, 5`,
    );
    await db.execute(sql`select leaderboard_rebuild()`);
    expect(
      await queryRows(db, sql`select * from leaderboard_speed_counts order by 1, 2, 3, 4, 5`),
    ).toEqual(kept);
    await db.execute(sql`update users set email_verified = true where id = 'bob'`);
    expect(
      await queryRows(db, sql`select board, wpm from leaderboard_best where user_id = 'bob'`),
    ).toEqual([{ board: "words:de", wpm: 75 }]);
  } finally {
    await handle.close();
  }
}, 90_000);
