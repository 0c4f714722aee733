import type { FastifyInstance } from "fastify";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { buildApp } from "../app.ts";
import { loadConfig, type DatabaseConfig } from "../config.ts";

export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

/**
 * In-memory PGlite by default; with DATABASE_URL, a fresh database on that PostgreSQL server
 * for each caller, so test files never see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) return { config: { kind: "pglite" }, drop: async () => {} };
  const name = `typetempo_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
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

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The real server on a throwaway database, driven through `app.inject`. `now` replaces the
 * server's clock, so a test can let a 10-minute typing test pass at once.
 */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  { now }: { now?: () => number } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = { ...loadConfig({ NODE_ENV: "test", ...env }), database: database.config };
  const app = await buildApp({ config, logger: false, ...(now && { now }) });
  return {
    app,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
