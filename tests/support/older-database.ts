import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { DatabaseConfig } from "../../src/server/config.ts";
import { createPglite } from "../../src/server/db/create-pglite.ts";
import { databaseDir } from "../../src/server/db/client.ts";
import { createTestDatabase } from "./test-app.ts";

const migrations = path.join(import.meta.dirname, "../../src/server/db/migrations");

/** The migrations folder as it was before migration `before`, copied into `scratch`. */
function migrationsBefore(before: number, scratch: string): string {
  const folder = path.join(scratch, "migrations");
  fs.mkdirSync(path.join(folder, "meta"), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, "meta/_journal.json"), "utf8"));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx < before);
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[]) {
    fs.copyFileSync(
      path.join(migrations, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return folder;
}

export interface OlderDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

/**
 * A fresh test database (PGlite in a folder of its own, or PostgreSQL with DATABASE_URL)
 * migrated to just before migration `before` and filled by `seed`, as an older server left it:
 * opening it with openDatabase runs the migrations under test.
 */
export async function olderDatabase(before: number, seed: string): Promise<OlderDatabase> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "tt-older-"));
  const database = await createTestDatabase({ empty: true });
  const drop = async () => {
    await database.drop();
    fs.rmSync(scratch, { recursive: true, force: true });
  };
  const migrationsFolder = migrationsBefore(before, scratch);
  if (database.config.kind === "postgres") {
    const client = new pg.Client({ connectionString: database.config.url });
    await client.connect();
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    await client.query(seed);
    await client.end();
    return { config: database.config, drop };
  }
  const dataDir = path.join(scratch, "data");
  fs.mkdirSync(dataDir);
  const client = await createPglite({ dataDir: databaseDir(dataDir) });
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  await client.exec(seed);
  await client.close();
  return { config: { kind: "pglite", dataDir }, drop };
}
