import { sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConfig } from "../config.ts";
import { openDatabase, type Database, type DatabaseHandle } from "../db/client.ts";
import { VERIFICATION_STATUSES, type VerificationStatus } from "../../core/api/results.ts";
import { boardOfText } from "../../core/leaderboard/board-rules.ts";
import { boardKey } from "../../core/leaderboard/boards.ts";
import { ranksOnLeaderboard } from "../../core/leaderboard/ranking.ts";
import { DEFAULT_TEXT_CHOICE, type ServedTextChoice } from "../../core/texts/text-choice.ts";
import { queryRows } from "../db/query-rows.ts";
import { leaderboardBest, testResults, users } from "../db/schema.ts";
import {
  createTestDatabase,
  pgliteConfig,
  type TestDatabase,
} from "../../../tests/support/test-app.ts";

// A database on disk even on PGlite, so that it can be opened again as a restart would.
let database: TestDatabase;
let config: DatabaseConfig;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  config =
    database.config.kind === "pglite"
      ? pgliteConfig(fs.mkdtempSync(path.join(os.tmpdir(), "tt-triggers-")))
      : database.config;
  handle = await openDatabase(config);
  await handle.db
    .insert(users)
    .values({ id: "ann", email: "ann@example.com", username: "ann", emailVerified: true });
});
afterAll(async () => {
  await handle.close();
  await database.drop();
  if (config.kind === "pglite") fs.rmSync(config.dataDir!, { recursive: true, force: true });
});

let at = 0;
async function save(
  db: Database,
  mode: string,
  rankable: boolean,
  wpm: number,
  {
    userId = "ann",
    duration = 60,
    difficulty = "medium",
    verification = "verified" as VerificationStatus,
    text = DEFAULT_TEXT_CHOICE,
  } = {},
) {
  const [row] = await db
    .insert(testResults)
    .values({
      userId,
      wpm,
      accuracy: 95,
      duration,
      mode,
      rankable,
      difficulty,
      textKind: text.kind,
      language: text.kind === "code" ? text.code : text.language,
      includePunctuation: text.punctuation,
      includeNumbers: text.numbers,
      rawText: "passage",
      typedText: "typed",
      verification,
      // Seven hours apart, in order: the saves cross days and weeks, whose boards the
      // triggers keep too.
      createdAt: new Date(Date.UTC(2026, 0, 1, 7 * at++)),
    })
    .returning({ id: testResults.id });
  return row!.id;
}

const setVerified = (db: Database, id: string, emailVerified: boolean) =>
  db
    .update(users)
    .set({ emailVerified })
    .where(sql`${users.id} = ${id}`);

const bestWpm = async (db: Database) =>
  (await db.select({ wpm: leaderboardBest.wpm }).from(leaderboardBest)).map((r) => r.wpm);

// A filter's totals row stays, emptied, when its last result leaves; it reads as no row.
const leaderboardTables = async (db: Database) =>
  Promise.all(
    [
      "select * from leaderboard_best",
      "select * from leaderboard_speed_counts",
      "select * from leaderboard_totals where tests <> 0",
      "select * from leaderboard_period_best",
      "select * from leaderboard_period_totals where tests <> 0",
    ].map(async (query) =>
      // Sorted whole: the board, the key's lead, was added as the last column.
      (await queryRows(db, sql.raw(query))).map((row) => JSON.stringify(row)).sort(),
    ),
  );

describe("the leaderboard triggers", () => {
  it("rank exactly the results ranksOnLeaderboard ranks, for every status", async () => {
    const { db } = handle;
    for (const verification of VERIFICATION_STATUSES) {
      for (const rankable of [true, false]) {
        const userId = `rule-${verification}-${rankable}`;
        await db
          .insert(users)
          .values({ id: userId, email: `${userId}@example.com`, username: userId })
          .onConflictDoNothing();
        await setVerified(db, userId, true);
        await save(db, "1-minute", rankable, 70, { userId, verification });
        const best = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from leaderboard_best where user_id = ${userId}`,
        );
        expect(
          { verification, rankable, ranked: best[0]!.n === 1 },
          "the SQL triggers and the TypeScript rule",
        ).toEqual({
          verification,
          rankable,
          ranked: ranksOnLeaderboard({ rankable, verification }),
        });
      }
    }
    // The other tests start from ann alone.
    await db.execute(sql`delete from test_results where user_id like 'rule-%'`);
    await db.execute(sql`delete from users where id like 'rule-%'`);
    expect(await bestWpm(db)).toEqual([]);
  });

  it("rank by the rankable column, whatever the mode is called", async () => {
    const { db } = handle;
    await save(db, "1-minute", false, 120);
    expect(await bestWpm(db)).toEqual([]);
    const id = await save(db, "300 Characters", true, 80);
    expect(await bestWpm(db)).toEqual([80]);
    await db
      .update(testResults)
      .set({ rankable: false })
      .where(sql`${testResults.id} = ${id}`);
    expect(await bestWpm(db)).toEqual([]);
    await db
      .update(testResults)
      .set({ rankable: true })
      .where(sql`${testResults.id} = ${id}`);
    expect(await bestWpm(db)).toEqual([80]);
  });

  it("stay as they were when the server opens the database again", async () => {
    const kept = await leaderboardTables(handle.db);
    await handle.close();
    handle = await openDatabase(config);
    const { db } = handle;
    expect(await leaderboardTables(db)).toEqual(kept);
    const triggers = await queryRows(
      db,
      sql`select count(*)::int as n from pg_trigger where tgname = 'test_results_leaderboard'`,
    );
    expect(triggers).toEqual([{ n: 1 }]);

    await save(db, "1-minute", true, 90);
    expect(await bestWpm(db)).toEqual([90]);
    const incremental = await leaderboardTables(db);
    await db.execute(sql`select leaderboard_rebuild()`);
    expect(await leaderboardTables(db)).toEqual(incremental);
  });

  it("count a typist's results only while their e-mail address is verified", async () => {
    const { db } = handle;
    const before = await leaderboardTables(db);
    await db.insert(users).values({ id: "bob", email: "bob@example.com", username: "bob" });
    const bob = (wpm: number, duration: number, difficulty: string) =>
      save(db, `${duration}-seconds`, true, wpm, { userId: "bob", duration, difficulty });
    await bob(70, 30, "easy");
    const best = await bob(75, 30, "easy");
    await bob(66, 60, "hard");
    await bob(64, 120, "medium");
    expect(await leaderboardTables(db)).toEqual(before);

    // Verifying the address ranks what was typed before, exactly as a rebuild counts it.
    await setVerified(db, "bob", true);
    const joined = await leaderboardTables(db);
    expect(joined).not.toEqual(before);
    const bests = await db
      .select({ resultId: leaderboardBest.resultId, wpm: leaderboardBest.wpm })
      .from(leaderboardBest)
      .where(sql`${leaderboardBest.userId} = 'bob'`)
      .orderBy(leaderboardBest.wpm);
    expect(bests.map((b) => b.wpm)).toEqual([64, 66, 75]);
    expect(bests.at(-1)!.resultId).toBe(best);
    await db.execute(sql`select leaderboard_rebuild()`);
    expect(await leaderboardTables(db)).toEqual(joined);

    // Saved once verified, a result counts at once; unverified again, none of them does.
    await bob(90, 30, "easy");
    const added = await leaderboardTables(db);
    await db.execute(sql`select leaderboard_rebuild()`);
    expect(await leaderboardTables(db)).toEqual(added);
    await setVerified(db, "bob", false);
    expect(await leaderboardTables(db)).toEqual(before);
  });

  it("take a deleted typist's results away with them", async () => {
    const { db } = handle;
    const before = await leaderboardTables(db);
    await db.insert(users).values({
      id: "cy",
      email: "cy@example.com",
      username: "cy",
      emailVerified: true,
    });
    await save(db, "30-seconds", true, 150, { userId: "cy", duration: 30, difficulty: "hard" });
    await save(db, "1-minute", true, 140, { userId: "cy" });
    expect(await leaderboardTables(db)).not.toEqual(before);
    await db.delete(users).where(sql`${users.id} = 'cy'`);
    expect(await leaderboardTables(db)).toEqual(before);
    await db.execute(sql`select leaderboard_rebuild()`);
    expect(await leaderboardTables(db)).toEqual(before);
  });

  it("keep a best per board, each board apart, named as the core names it", async () => {
    const { db } = handle;
    const before = await leaderboardTables(db);
    await db.insert(users).values({
      id: "dee",
      email: "dee@example.com",
      username: "dee",
      emailVerified: true,
    });
    const words: ServedTextChoice = { ...DEFAULT_TEXT_CHOICE, kind: "words", language: "fr" };
    const texts: ServedTextChoice[] = [
      DEFAULT_TEXT_CHOICE,
      words,
      { ...words, punctuation: true },
      { ...words, punctuation: true, numbers: true },
      { ...words, language: "he", numbers: true },
      { ...DEFAULT_TEXT_CHOICE, kind: "quotes" },
      { ...DEFAULT_TEXT_CHOICE, kind: "code", code: "python" },
    ];
    const ids: number[] = [];
    for (const [i, text] of texts.entries()) {
      ids.push(await save(db, "1-minute", true, 50 + i, { userId: "dee", text }));
      // A slower one on the same board changes nothing of its best.
      await save(db, "1-minute", true, 40, { userId: "dee", text });
    }
    const stored = await queryRows<{ id: string; board: string }>(
      db,
      sql`select id, board from test_results where user_id = 'dee' and wpm > 40 order by id`,
    );
    expect(stored.map((row) => row.board)).toEqual(texts.map((t) => boardKey(boardOfText(t))));
    const bests = await queryRows<{ board: string; wpm: number; result_id: string }>(
      db,
      sql`select board, wpm, result_id from leaderboard_best where user_id = 'dee' order by wpm`,
    );
    expect(bests).toEqual(
      texts.map((t, i) => ({
        board: boardKey(boardOfText(t)),
        wpm: 50 + i,
        result_id: expect.anything(),
      })),
    );
    expect(bests.map((b) => Number(b.result_id))).toEqual(ids.map(Number));
    const totals = await queryRows<{ tests: number }>(
      db,
      sql`select tests::int as tests from leaderboard_totals where board = 'words:fr' and duration = 0 and difficulty = 'all'`,
    );
    expect(totals).toEqual([{ tests: 2 }]);

    // A result whose text changes moves to its new board, its old board's best falling back.
    await db
      .update(testResults)
      .set({ includePunctuation: true })
      .where(sql`${testResults.id} = ${ids[1]}`);
    const moved = await queryRows<{ board: string; wpm: number }>(
      db,
      sql`select board, wpm from leaderboard_best where user_id = 'dee' and board like 'words:fr%' order by board`,
    );
    expect(moved).toEqual([
      { board: "words:fr", wpm: 40 },
      { board: "words:fr:punctuation", wpm: 52 },
      { board: "words:fr:punctuation:numbers", wpm: 53 },
    ]);
    const incremental = await leaderboardTables(db);
    await db.execute(sql`select leaderboard_rebuild()`);
    expect(await leaderboardTables(db)).toEqual(incremental);

    await db.delete(users).where(sql`${users.id} = 'dee'`);
    expect(await leaderboardTables(db)).toEqual(before);
  });

  it("rebuild to empty tables when no typist ranks", async () => {
    const { db } = handle;
    await setVerified(db, "ann", false);
    await db.execute(sql`select leaderboard_rebuild()`);
    expect(await queryRows(db, sql`select count(*)::int as n from leaderboard_totals`)).toEqual([
      { n: 0 },
    ]);
    expect(await leaderboardTables(db)).toEqual([[], [], [], [], []]);
  });
});
