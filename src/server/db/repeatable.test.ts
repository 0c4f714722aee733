import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-app.ts";
import { PgliteThread } from "./pglite-thread.ts";
import { applyRepeatableScripts, readRepeatableScripts, type ScriptRunner } from "./repeatable.ts";

type Connection = ScriptRunner & { close(): Promise<void> };

/** One connection to a migrated test database, as the server holds while it applies scripts. */
async function connect(database: TestDatabase): Promise<Connection> {
  const { config } = database;
  if (config.kind === "postgres") {
    const client = new pg.Client({ connectionString: config.url });
    await client.connect();
    return {
      query: (text, params) => client.query(text, params),
      exec: (statements) => client.query(statements),
      close: () => client.end(),
    };
  }
  const thread = await PgliteThread.open({ template: config.template }, (error) => {
    throw error;
  });
  return {
    query: (text, params) => thread.query(text, params),
    exec: (statements) => thread.exec(statements),
    close: () => thread.close(),
  };
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** A folder of scripts, as repeatable/ holds them. */
function folderOf(files: Record<string, string>): URL {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "tt-repeatable-"));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), text);
  return pathToFileURL(`${folder}/`);
}

const answer = (fn: string, n: number) =>
  `create or replace function ${fn}() returns int language sql as $$ select ${n} $$;`;

describe("applyRepeatableScripts", () => {
  // One database for the four: each test names its scripts and functions apart.
  let database: TestDatabase;
  let connection: Connection;
  beforeAll(async () => {
    database = await createTestDatabase();
    connection = await connect(database);
  });
  afterAll(async () => {
    await connection.close();
    await database.drop();
  });

  const recorded = async (prefix: string) =>
    (
      await connection.query(
        "select name, checksum from repeatable_scripts where name like $1 order by name",
        [`${prefix}%`],
      )
    ).rows;
  const call = async (fn: string) =>
    (await connection.query(`select ${fn}() as n`, [])).rows[0] as { n: number };

  it("applies each new script in the order of its name and records its checksum, then none again", async () => {
    const folder = folderOf({
      "tt1-b.sql": `create or replace function tt1_double() returns int language sql as $$ select tt1_answer() * 2 $$;`,
      "tt1-a.sql": answer("tt1_answer", 21),
      "notes.txt": "not a script",
    });
    const scripts = readRepeatableScripts(folder);
    expect(scripts.map((script) => script.name)).toEqual(["tt1-a.sql", "tt1-b.sql"]);

    expect(await applyRepeatableScripts(connection, scripts)).toEqual(["tt1-a.sql", "tt1-b.sql"]);
    expect(await call("tt1_double")).toEqual({ n: 42 });
    expect(await recorded("tt1-")).toEqual(
      scripts.map(({ name, checksum }) => ({ name, checksum })),
    );
    expect(await applyRepeatableScripts(connection, scripts)).toEqual([]);
  });

  it("applies a script again when its text changes, and only that one", async () => {
    const before = readRepeatableScripts(
      folderOf({ "tt2-a.sql": answer("tt2_answer", 1), "tt2-c.sql": "select 1;" }),
    );
    await applyRepeatableScripts(connection, before);
    const after = readRepeatableScripts(
      folderOf({ "tt2-a.sql": answer("tt2_answer", 2), "tt2-c.sql": "select 1;" }),
    );
    expect(after[0]!.checksum).not.toBe(before[0]!.checksum);

    expect(await applyRepeatableScripts(connection, after)).toEqual(["tt2-a.sql"]);
    expect(await call("tt2_answer")).toEqual({ n: 2 });
    expect(await recorded("tt2-")).toEqual(after.map(({ name, checksum }) => ({ name, checksum })));
  });

  it("rolls a failing script back whole, records nothing for it, and tries it again next time", async () => {
    const broken = readRepeatableScripts(
      folderOf({ "tt3-a.sql": `${answer("tt3_answer", 7)}\nselect no_such_function();` }),
    );
    await expect(applyRepeatableScripts(connection, broken)).rejects.toThrow(
      "The repeatable script tt3-a.sql failed",
    );
    const left = await connection.query(
      "select count(*)::int as n from pg_proc where proname = 'tt3_answer'",
      [],
    );
    expect(left.rows).toEqual([{ n: 0 }]);
    expect(await recorded("tt3-")).toEqual([]);

    const fixed = readRepeatableScripts(folderOf({ "tt3-a.sql": answer("tt3_answer", 7) }));
    expect(await applyRepeatableScripts(connection, fixed)).toEqual(["tt3-a.sql"]);
    expect(await call("tt3_answer")).toEqual({ n: 7 });
  });

  it("finds the folder's own scripts already applied to a migrated database", async () => {
    const scripts = readRepeatableScripts();
    expect(scripts.map((script) => script.name)).toContain("leaderboard.sql");
    expect(await applyRepeatableScripts(connection, scripts)).toEqual([]);
  });
});
