import type { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import { createPglite } from "../db/create-pglite.ts";
import { DataDirLockedError, lockDataDir, type DataDirLock } from "../db/data-dir-lock.ts";
import { BackupError } from "./backup-error.ts";

/** What a backup records about its database, and a restore checks again. */
export interface DatabaseFacts {
  postgres: string;
  migrations: { applied: number; latest: number | null };
  tables: Record<string, number>;
}

/**
 * Takes the server's data directory lock: PGlite must never be opened by two processes, so a
 * backup or restore waits for no one and refuses while a server (or another of them) runs.
 */
export function lockForMaintenance(dataDir: string): DataDirLock {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `the data directory ${dataDir} is in use by a running TypeTempo server (or another ` +
        "backup or restore); stop the server first, then run this command again",
    );
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function readFacts(client: PGlite): Promise<DatabaseFacts> {
  const version = await client.query<{ version: string }>("select version()");
  const tables = await client.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const count = await client.query<{ n: number }>(
      `select count(*)::int as n from ${quoteIdentifier(name)}`,
    );
    counts[name] = count.rows[0]!.n;
  }
  const migrations = await client.query<{ applied: number; latest: string | null }>(
    "select count(*)::int as applied, max(created_at)::text as latest " +
      "from drizzle.__drizzle_migrations",
  );
  const { applied, latest } = migrations.rows[0]!;
  return {
    // "PostgreSQL 18.6 (PGlite 0.5.16) on wasm32-…": the part before the platform.
    postgres: version.rows[0]!.version.split(" on ")[0]!,
    migrations: { applied, latest: latest === null ? null : Number(latest) },
    tables: counts,
  };
}

/**
 * Opens the embedded database in `dir` and dumps its whole data directory as a gzipped
 * tarball, after a checkpoint so the copy needs no crash recovery when it is restored.
 */
export async function dumpDatabase(
  dir: string,
): Promise<{ facts: DatabaseFacts; tarball: Uint8Array }> {
  const client = await createPglite({ dataDir: dir });
  try {
    const typetempo = await client.query<{ ok: boolean }>(
      "select to_regclass('public.users') is not null " +
        "and to_regclass('drizzle.__drizzle_migrations') is not null as ok",
    );
    if (!typetempo.rows[0]!.ok) throw new BackupError(`${dir} does not hold a TypeTempo database`);
    const facts = await readFacts(client);
    await client.exec("checkpoint");
    const tarball = new Uint8Array(await (await client.dumpDataDir("gzip")).arrayBuffer());
    return { facts, tarball };
  } finally {
    await client.close();
  }
}

/**
 * Unpacks a tarball from dumpDatabase into the new directory `dir`, starts PostgreSQL on it
 * and reads it back, so a restore only ever swaps in a database that opens.
 */
export async function loadDatabase(
  dir: string,
  tarball: Uint8Array<ArrayBuffer>,
): Promise<DatabaseFacts> {
  fs.mkdirSync(dir);
  const client = await createPglite({
    dataDir: dir,
    loadDataDir: new Blob([tarball], { type: "application/gzip" }),
  });
  try {
    const facts = await readFacts(client);
    await client.exec("checkpoint");
    return facts;
  } finally {
    await client.close();
  }
}
