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
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "tt-names-"));
let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** The migrations folder as it was before 0005, when names were not yet checked everywhere. */
function migrationsBefore0005(): string {
  const folder = path.join(scratch, "migrations");
  fs.mkdirSync(path.join(folder, "meta"), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, "meta/_journal.json"), "utf8"));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx < 5);
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[]) {
    fs.copyFileSync(
      path.join(migrations, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return folder;
}

/** Rows as update-user and older servers could leave them, oldest first. */
const SEED = `
  insert into users (id, email, username, display_username, created_at) values
    ('owner', 'owner@example.com', 'tc_max60', 'tc_max60', '2024-01-01'),
    ('copycat', 'copycat@example.com', 'tc_max6o', 'tc_max60', '2024-02-01'),
    ('mixed', 'mixed@example.com', 'Mixed_Case', 'mixed_CASE', '2024-02-02'),
    ('bidi', 'bidi@example.com', E'\\u202Eevil', E'\\u202Eevil', '2024-02-03'),
    ('nameless', 'zoe.k@example.com', null, null, '2024-02-04'),
    ('long', 'long@example.com', 'ada', repeat('x', 15000), '2024-02-05'),
    ('empty', 'empty@example.com', 'bob', '', '2024-02-06'),
    ('short', 'short@example.com', 'ab', 'ab', '2024-02-07'),
    ('ilya', 'ilya@example.com', 'ilya', 'Ilya', '2024-02-08'),
    ('llya', 'llya@example.com', 'llya', 'llya', '2024-02-09');
`;

/** Migrates a fresh database to 0004 and seeds the rows. */
async function databaseAt0004(): Promise<DatabaseConfig> {
  database = await createTestDatabase();
  const migrationsFolder = migrationsBefore0005();
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

it("gives every user a valid name of their own and keeps look-alikes out from then on", async () => {
  const handle = await openDatabase(await databaseAt0004());
  try {
    const { db } = handle;
    const rows = await queryRows(
      db,
      sql`select id, username, display_username from users order by created_at`,
    );
    expect(rows).toEqual([
      { id: "owner", username: "tc_max60", display_username: "tc_max60" },
      { id: "copycat", username: "tc_max6o2", display_username: "tc_max6o2" },
      { id: "mixed", username: "mixed_case", display_username: "mixed_CASE" },
      { id: "bidi", username: "evil", display_username: "evil" },
      { id: "nameless", username: "zoek", display_username: "zoek" },
      { id: "long", username: "ada", display_username: "ada" },
      { id: "empty", username: "bob", display_username: "bob" },
      { id: "short", username: "typist", display_username: "typist" },
      { id: "ilya", username: "ilya", display_username: "Ilya" },
      { id: "llya", username: "llya2", display_username: "llya2" },
    ]);
    await expect(
      db.execute(
        sql`insert into users (id, email, username) values ('late', 'late@example.com', 'TC_MAX6O')`,
      ),
    ).rejects.toThrow();
  } finally {
    await handle.close();
  }
});
