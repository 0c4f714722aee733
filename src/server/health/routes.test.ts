import type { FastifyInstance } from "fastify";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSTGRES_TEMPLATE_ENV } from "../../../tests/support/database-templates.ts";
import {
  createPostgresDatabase,
  TEST_POSTGRES_URL,
  type TestDatabase,
} from "../../../tests/support/test-app.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";

/** A guard against hanging, not a speed claim: a load balancer must hear of it in good time. */
const ANSWER_GUARD_MS = 5000;

describe("with the PostgreSQL database going away and coming back", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dataDir: string;
  let name: string;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });

  beforeAll(async () => {
    const template = process.env[POSTGRES_TEMPLATE_ENV];
    database = await createPostgresDatabase(TEST_POSTGRES_URL, { ...(template && { template }) });
    if (database.config.kind !== "postgres") throw new Error("needs PostgreSQL");
    name = new URL(database.config.url).pathname.slice(1);
    dataDir = mkdtempSync(path.join(os.tmpdir(), "typetempo-test-"));
    app = await buildApp({
      config: {
        ...loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }),
        database: database.config,
      },
      logger: false,
    });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`alter database ${name} allow_connections true`).catch(() => {});
    await admin.end();
    await app?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const health = async () => {
    const started = performance.now();
    const response = await app.inject({ url: "/api/health" });
    expect(performance.now() - started).toBeLessThan(ANSWER_GUARD_MS);
    return { statusCode: response.statusCode, body: response.json() };
  };

  it("answers 503 while the database refuses connections, and 200 once it is back", async () => {
    expect(await health()).toMatchObject({ statusCode: 200, body: { status: "ok" } });
    // The database stops taking connections, and every open one is cut.
    await admin.query(`alter database ${name} allow_connections false`);
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
    expect(await health()).toMatchObject({
      statusCode: 503,
      body: { status: "degraded", database: { status: "down" } },
    });
    await admin.query(`alter database ${name} allow_connections true`);
    expect(await health()).toMatchObject({ statusCode: 200, body: { status: "ok" } });
  });
});
