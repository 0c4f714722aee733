import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { type OlderDatabase, olderDatabase } from "../../../tests/support/older-database.ts";
import { openDatabase } from "./client.ts";
import { queryRows } from "./query-rows.ts";

let older: OlderDatabase | undefined;
afterAll(() => older?.drop());

const SEED = `
  insert into users (id, email, email_verified) values ('ann', 'ann@example.com', true),
    ('bob', 'bob@example.com', false);
  insert into test_results (user_id, wpm, accuracy, duration, mode, difficulty, raw_text, typed_text, verification)
  values ('ann', 70, 90, 60, '1-minute', 'easy', 'a', 'a', 'verified'),
         ('ann', 95, 90, 30, '30-seconds', 'easy', 'a', 'a', 'verified'),
         ('ann', 99, 90, 41, '300 Characters', 'easy', 'a', 'a', 'verified'),
         ('ann', 60, 90, 60, '1-minute', 'easy', 'a', 'a', 'flagged'),
         ('bob', 80, 90, 60, '1-minute', 'easy', 'a', 'a', 'verified');
`;

// Building a database at an old migration and then migrating it opens PGlite twice: slow on a busy machine.
it("marks old results rankable by today's rule and keeps the leaderboard as it was, but for unverified typists", async () => {
  older = await olderDatabase(3, SEED);
  const handle = await openDatabase(older.config);
  try {
    const { db } = handle;
    const rows = await queryRows(
      db,
      sql`select mode, verification, rankable from test_results order by id`,
    );
    expect(rows).toEqual([
      { mode: "1-minute", verification: "verified", rankable: true },
      { mode: "30-seconds", verification: "verified", rankable: true },
      { mode: "300 Characters", verification: "verified", rankable: false },
      { mode: "1-minute", verification: "flagged", rankable: true },
      { mode: "1-minute", verification: "verified", rankable: true },
    ]);
    // Bob's address was never verified, so his result, ranked before addresses counted, no longer is.
    const best = await queryRows(
      db,
      sql`select user_id, duration, wpm from leaderboard_best order by duration`,
    );
    expect(best).toEqual([
      { user_id: "ann", duration: 30, wpm: 95 },
      { user_id: "ann", duration: 60, wpm: 70 },
    ]);
    const totals = await queryRows(
      db,
      sql`select tests::int as tests from leaderboard_totals where duration = 0 and difficulty = 'all'`,
    );
    expect(totals).toEqual([{ tests: 2 }]);
  } finally {
    await handle.close();
  }
}, 90_000);
