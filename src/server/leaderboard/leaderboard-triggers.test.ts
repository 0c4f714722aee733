import { sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConfig } from "../config.ts";
import { openDatabase, type Database, type DatabaseHandle } from "../db/client.ts";
import { queryRows } from "../db/query-rows.ts";
import { leaderboardBest, testResults, users } from "../db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-app.ts";

// A database on disk even on PGlite, so that it can be opened again as a restart would.
let database: TestDatabase;
let config: DatabaseConfig;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  config =
    database.config.kind === "pglite"
      ? { kind: "pglite", dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "tt-triggers-")) }
      : database.config;
  handle = await openDatabase(config);
  await handle.db.insert(users).values({ id: "ann", email: "ann@example.com", username: "ann" });
});
afterAll(async () => {
  await handle.close();
  await database.drop();
  if (config.kind === "pglite") fs.rmSync(config.dataDir!, { recursive: true, force: true });
});

let at = 0;
async function save(db: Database, mode: string, rankable: boolean, wpm: number) {
  const [row] = await db
    .insert(testResults)
    .values({
      userId: "ann",
      wpm,
      accuracy: 95,
      duration: 60,
      mode,
      rankable,
      difficulty: "medium",
      rawText: "passage",
      typedText: "typed",
      verification: "verified",
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, at++)),
    })
    .returning({ id: testResults.id });
  return row!.id;
}

const bestWpm = async (db: Database) =>
  (await db.select({ wpm: leaderboardBest.wpm }).from(leaderboardBest)).map((r) => r.wpm);

const leaderboardTables = async (db: Database) =>
  Promise.all(
    ["leaderboard_best", "leaderboard_speed_counts", "leaderboard_totals"].map(async (table) =>
      (await queryRows(db, sql.raw(`select * from ${table} order by 1, 2, 3`))).map((row) =>
        JSON.stringify(row),
      ),
    ),
  );

describe("the leaderboard triggers", () => {
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

  it("are installed again on every start without changing anything", async () => {
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
});
