import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, upgradeEmbedded } from "../../src/server/db/client.ts";
import { createPglite } from "../../src/server/db/create-pglite.ts";

/**
 * Where the suite's migrated templates are named for its workers, which inherit this process's
 * environment (test-app.ts reads them).
 */
export const PGLITE_TEMPLATE_ENV = "TYPETEMPO_TEST_PGLITE_TEMPLATE";
export const POSTGRES_TEMPLATE_ENV = "TYPETEMPO_TEST_POSTGRES_TEMPLATE";

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Vitest's global setup: one migrated embedded database, dumped to a file, and with
 * DATABASE_URL one migrated PostgreSQL database, that every test database is made from. A new
 * PGlite runs initdb and every migration, about 4 s of a test file's start; one made from the
 * dump starts in about 1 s. The teardown removes both.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "typetempo-templates-"));
  const dump = path.join(folder, "pglite.tar");
  const client = await createPglite({});
  await upgradeEmbedded(client);
  fs.writeFileSync(dump, new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer()));
  await client.close();
  process.env[PGLITE_TEMPLATE_ENV] = dump;

  const url = process.env.DATABASE_URL;
  const name = `typetempo_template_${randomBytes(6).toString("hex")}`;
  if (url) {
    await adminQuery(url, `create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openDatabase({ kind: "postgres", url: target.toString() });
    await handle.close();
    process.env[POSTGRES_TEMPLATE_ENV] = name;
  }

  return async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    if (url) await adminQuery(url, `drop database if exists ${name} with (force)`);
  };
}
