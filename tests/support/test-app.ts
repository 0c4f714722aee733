import type { FastifyInstance } from "fastify";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig, type DatabaseConfig } from "../../src/server/config.ts";
import type { ServerTimeouts } from "../../src/server/http/timeouts.ts";
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from "./database-templates.ts";

export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

/** A real Redis server for tests: the local one unless TEST_REDIS_URL names another (README). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** The PostgreSQL server of tests that need one whatever the run: DATABASE_URL's, else the local one. */
export const TEST_POSTGRES_URL =
  process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * A fresh database on the PostgreSQL server at `url`, dropped by `drop`: empty, or a copy of
 * the database named `template`.
 */
export async function createPostgresDatabase(
  url: string,
  { template }: { template?: string } = {},
): Promise<TestDatabase> {
  const name = `typetempo_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    config: { kind: "postgres", url: target.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * An embedded database in `dataDir` (in memory without one), made from the suite's migrated
 * template when Vitest's global setup made one (database-templates.ts).
 */
export function pgliteConfig(dataDir?: string): DatabaseConfig {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  return { kind: "pglite", ...(dataDir && { dataDir }), ...(template && { template }) };
}

/**
 * In-memory PGlite by default; with DATABASE_URL, a fresh database on that PostgreSQL server
 * for each caller, so test files never see each other's rows. Both start migrated, from the
 * suite's templates where there are some, unless `empty` asks for a database no migration has
 * touched.
 */
export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = empty ? undefined : process.env[POSTGRES_TEMPLATE_ENV];
    return createPostgresDatabase(url, { ...(template && { template }) });
  }
  return { config: empty ? { kind: "pglite" } : pgliteConfig(), drop: async () => {} };
}

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The real server on a throwaway database, driven through `app.inject`. `now` replaces the
 * server's clock, so a test can let a 10-minute typing test pass at once; `timeouts` shortens
 * the waits on slow clients.
 */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  { now, timeouts }: { now?: () => number; timeouts?: ServerTimeouts } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  // Its own data folder, so the mails of sign-ups land in no checkout's data/mail.
  const dataDir = env.DATA_DIR ? null : mkdtempSync(path.join(os.tmpdir(), "typetempo-test-"));
  const config = {
    ...loadConfig({ NODE_ENV: "test", ...(dataDir && { DATA_DIR: dataDir }), ...env }),
    database: database.config,
  };
  const app = await buildApp({
    config,
    logger: false,
    ...(now && { now }),
    ...(timeouts && { timeouts }),
  });
  return {
    app,
    async close() {
      await app.close();
      await database.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
