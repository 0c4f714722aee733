import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import type { DatabaseConfig } from "../config.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-app.ts";
import { databaseDir, openDatabase } from "./client.ts";
import { queryRows } from "./query-rows.ts";

const migrations = path.join(import.meta.dirname, "migrations");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "tt-backfill-"));
let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** The migrations folder as it was before 0003, when ranking was read from the mode's name. */
function migrationsBefore0003(): string {
  const folder = path.join(scratch, "migrations");
  fs.mkdirSync(path.join(folder, "meta"), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, "meta/_journal.json"), "utf8"));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx < 3);
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[]) {
    fs.copyFileSync(
      path.join(migrations, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return folder;
}

const SEED = `
  insert into users (id, email) values ('ann', 'ann@example.com');
  insert into test_results (user_id, wpm, accuracy, duration, mode, difficulty, raw_text, typed_text, verification)
  values ('ann', 70, 90, 60, '1-minute', 'easy', 'a', 'a', 'verified'),
         ('ann', 95, 90, 30, '30-seconds', 'easy', 'a', 'a', 'verified'),
         ('ann', 99, 90, 41, '300 Characters', 'easy', 'a', 'a', 'verified'),
         ('ann', 60, 90, 60, '1-minute', 'easy', 'a', 'a', 'flagged');
`;

/** Migrates a fresh database to 0002 and stores results as the server then did. */
async function databaseAt0002(): Promise<DatabaseConfig> {
  database = await createTestDatabase();
  const migrationsFolder = migrationsBefore0003();
  if (database.config.kind === "postgres") {
    const client = new pg.Client({ connectionString: database.config.url });
    await client.connect();
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    await client.query(SEED);
    await client.end();
    return database.config;
  }
  const dataDir = path.join(scratch, "data");
  fs.mkdirSync(dataDir);
  const client = await PGlite.create(databaseDir(dataDir));
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  await client.exec(SEED);
  await client.close();
  return { kind: "pglite", dataDir };
}

it("marks old results rankable by today's rule and keeps the leaderboard as it was", async () => {
  const config = await databaseAt0002();
  const handle = await openDatabase(config);
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
    ]);
    const best = await queryRows(
      db,
      sql`select duration, wpm from leaderboard_best order by duration`,
    );
    expect(best).toEqual([
      { duration: 30, wpm: 95 },
      { duration: 60, wpm: 70 },
    ]);
    const totals = await queryRows(
      db,
      sql`select tests::int as tests from leaderboard_totals where duration = 0 and difficulty = 'all'`,
    );
    expect(totals).toEqual([{ tests: 2 }]);
  } finally {
    await handle.close();
  }
});
