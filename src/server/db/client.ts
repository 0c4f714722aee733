import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { DatabaseConfig } from "../config.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { PgliteThread, type PgliteQueries } from "./pglite-thread.ts";
import { applyRepeatableScripts } from "./repeatable.ts";
import { markPipelining } from "./send-together.ts";
import { timePgliteQueries, timePoolQueries, type QueryObserver } from "./query-timing.ts";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /**
   * DATABASE_READ_URL's streaming replica, for reads that need not see the latest writes
   * (read-routing.ts); null without one.
   */
  replica: Database | null;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Any number held by our app in pg_advisory_lock; it serialises migrations across instances.
 * The repeatable scripts (repeatable.ts) are applied under it too, right after the migrations.
 */
const MIGRATION_LOCK_KEY = 7_361_908_241;

/** The embedded database's own directory inside DATA_DIR. */
export function databaseDir(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

/**
 * A dead database thread ends the process with its error, as a crash of PGlite in this thread
 * would have: a server that answers every request with an error helps no one.
 */
function crashLoudly(error: Error): never {
  throw new Error("The embedded database stopped", { cause: error });
}

/** Brings an embedded database's schema up to date: the migrations, then the repeatable scripts. */
export async function upgradeEmbedded(client: PgliteQueries): Promise<void> {
  // Drizzle's PGlite driver calls only the query and transaction methods PgliteThread has.
  await migratePglite(drizzlePglite({ client: client as unknown as PGlite }), {
    migrationsFolder,
  });
  await applyRepeatableScripts({
    query: (text, params) => client.query(text, params),
    exec: (statements) => client.exec(statements),
  });
}

async function openPglite(
  { dataDir, template }: Extract<DatabaseConfig, { kind: "pglite" }>,
  observe: QueryObserver | undefined,
): Promise<DatabaseHandle> {
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  try {
    const client = await PgliteThread.open(
      { dataDir: dataDir ? databaseDir(dataDir) : undefined, template },
      (error) => setImmediate(crashLoudly, error),
    );
    if (observe) timePgliteQueries(client, observe);
    await upgradeEmbedded(client);
    const db = drizzlePglite({ client: client as unknown as PGlite, schema });
    markPipelining(db);
    return {
      db,
      replica: null,
      driver: "pglite",
      async close() {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

function openPool(url: string, observe: QueryObserver | undefined): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  if (observe) timePoolQueries(pool, observe);
  // An idle connection that the server ends (restart, failover, a dropped test database) must
  // not crash the process; the pool replaces it on the next query.
  pool.on("error", (error) => console.warn("PostgreSQL connection lost:", error.message));
  return pool;
}

async function openPostgres(
  { url, readUrl }: Extract<DatabaseConfig, { kind: "postgres" }>,
  observe: QueryObserver | undefined,
): Promise<DatabaseHandle> {
  const pool = openPool(url, observe);
  try {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
      await applyRepeatableScripts({
        query: (text, params) => client.query(text, params),
        exec: (statements) => client.query(statements),
      });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  // The replica gets the schema by replication, so it is not migrated; its pool connects lazily.
  const replicaPool = readUrl ? openPool(readUrl, observe) : null;
  return {
    db: drizzleNodePg({ client: pool, schema }),
    replica: replicaPool && drizzleNodePg({ client: replicaPool, schema }),
    driver: "postgres",
    close: async () => {
      await Promise.all([pool.end(), replicaPool?.end()]);
    },
  };
}

/** Opens the configured database and brings its schema up to date; `observe` times queries. */
export function openDatabase(
  config: DatabaseConfig,
  observe?: QueryObserver,
): Promise<DatabaseHandle> {
  return config.kind === "postgres" ? openPostgres(config, observe) : openPglite(config, observe);
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
