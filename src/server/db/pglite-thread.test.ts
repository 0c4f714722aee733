import { protocol } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { createPglite } from "./create-pglite.ts";
import { PGLITE_TEMPLATE_ENV } from "../../../tests/support/database-templates.ts";
import { pgliteConfig } from "../../../tests/support/test-app.ts";
import { PGLITE_WORKER_SCRIPT, PgliteThread, type PgliteOpenOptions } from "./pglite-thread.ts";

/** Most of a second of PostgreSQL's full attention, in one statement. */
const HEAVY_QUERY = "select count(*)::int as n from generate_series(1, 1000000) as s(n)";

const pgliteTemplate = process.env[PGLITE_TEMPLATE_ENV];

const open: PgliteThread[] = [];
const crashes: Error[] = [];
/** A thread on a new database, by default a copy of the suite's migrated one (faster than initdb). */
async function openThread({ dataDir, template = pgliteTemplate }: PgliteOpenOptions = {}) {
  const thread = await PgliteThread.open({ dataDir, template }, (error) => crashes.push(error));
  open.push(thread);
  return thread;
}
afterEach(async () => {
  for (const thread of open.splice(0)) await thread.close();
  expect(crashes.splice(0)).toEqual([]);
});

/** How many times the event loop comes round while `work` runs. */
async function turnsDuring(work: Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const spin = () => {
    turns += 1;
    if (running) setImmediate(spin);
  };
  setImmediate(spin);
  await work;
  running = false;
  return turns;
}

describe("the embedded database on its own thread", () => {
  it("leaves the event loop free while a long query runs", async () => {
    const thread = await openThread();
    // On this thread the statement would run as one synchronous call: a handful of turns
    // between the protocol's messages at most.
    const turns = await turnsDuring(thread.query(HEAVY_QUERY));
    expect(turns).toBeGreaterThan(1000);
  });

  it("keeps PostgreSQL's error fields, the SQLSTATE code first, under Drizzle's error", async () => {
    const handle = await openDatabase(pgliteConfig());
    try {
      await handle.db.execute(sql`create table pairs (key text primary key)`);
      await handle.db.execute(sql`insert into pairs values ('a')`);
      const failure = await handle.db.execute(sql`insert into pairs values ('a')`).then(
        () => expect.fail("the duplicate was inserted"),
        (error: unknown) => (error as { cause: unknown }).cause,
      );
      expect(failure).toBeInstanceOf(protocol.messages.DatabaseError);
      expect(failure).toMatchObject({
        code: "23505",
        constraint: "pairs_pkey",
        table: "pairs",
        detail: "Key (key)=(a) already exists.",
      });
    } finally {
      await handle.close();
    }
  });

  it("makes other queries wait for an open transaction, and rolls back when it throws", async () => {
    const thread = await openThread();
    await thread.exec("create table events (name text)");
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await thread.transaction(async (tx) => {
      await tx.query("insert into events values ('inside')");
      outside = thread
        .query<{ n: number }>("select count(*)::int as n from events")
        .then((result) => order.push(`outside saw ${result.rows[0]!.n}`));
      await tx.query("insert into events values ('inside again')");
      order.push("committing");
    });
    await outside;
    expect(order).toEqual(["committing", "outside saw 2"]);

    const failed = thread.transaction(async (tx) => {
      await tx.query("insert into events values ('lost')");
      throw new Error("changed my mind");
    });
    await expect(failed).rejects.toThrow("changed my mind");
    const names = await thread.query<{ name: string }>("select name from events order by name");
    expect(names.rows.map((row) => row.name)).toEqual(["inside", "inside again"]);
  });

  it("runs the queries a transaction sends at once, BEGIN's answer unawaited, in order and alone", async () => {
    const thread = await openThread();
    await thread.exec("create table steps (tx int, step int, seen int)");
    const steps = (tx: number) =>
      thread.transaction((handle) =>
        Promise.all(
          [1, 2, 3].map((step) =>
            handle.query(`insert into steps select ${tx}, ${step}, count(*)::int from steps`),
          ),
        ),
      );
    await Promise.all([steps(1), steps(2)]);
    const rows = await thread.query<{ tx: number; step: number; seen: number }>(
      "select tx, step, seen from steps order by seen",
    );
    expect(rows.rows).toEqual([
      { tx: 1, step: 1, seen: 0 },
      { tx: 1, step: 2, seen: 1 },
      { tx: 1, step: 3, seen: 2 },
      { tx: 2, step: 1, seen: 3 },
      { tx: 2, step: 2, seen: 4 },
      { tx: 2, step: 3, seen: 5 },
    ]);
  });

  it("fails the requests waiting on a thread that dies, and says so", async () => {
    const deaths: Error[] = [];
    const worker = new Worker(PGLITE_WORKER_SCRIPT);
    const thread = await PgliteThread.open(
      { template: pgliteTemplate },
      (error) => deaths.push(error),
      worker,
    );
    const waiting = thread.query(HEAVY_QUERY);
    await worker.terminate();
    await expect(waiting).rejects.toThrow("the embedded database's thread exited");
    await expect(thread.query("select 1")).rejects.toThrow("thread exited");
    expect(deaths).toHaveLength(1);
  });

  it("makes a new database from a template, and leaves one that exists as it is", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "tt-template-"));
    try {
      const source = await createPglite({});
      await source.exec("create table words (word text); insert into words values ('tempo')");
      const template = path.join(folder, "template.tar");
      const dump = await source.dumpDataDir("none");
      fs.writeFileSync(template, new Uint8Array(await dump.arrayBuffer()));
      await source.close();
      const words = async (thread: PgliteThread) =>
        (await thread.query<{ word: string }>("select word from words order by word")).rows;

      const dataDir = path.join(folder, "data");
      const first = await openThread({ dataDir, template });
      expect(await words(first)).toEqual([{ word: "tempo" }]);
      await first.exec("insert into words values ('typist')");
      await first.close();
      open.splice(open.indexOf(first), 1);
      const again = await openThread({ dataDir, template });
      expect(await words(again)).toEqual([{ word: "tempo" }, { word: "typist" }]);
    } finally {
      for (const thread of open.splice(0)) await thread.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
