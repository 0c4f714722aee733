import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResultList, SavedResult } from "../core/api/results.ts";
import { finishedTimedTest } from "../../tests/support/finished-test.ts";
import {
  freePort,
  PROCESS_TEST_TIMEOUT_MS,
  type ServerProcess,
  spawnServer,
  waitForHealth,
} from "../../tests/support/server-process.ts";
import { SiteVisitor } from "../../tests/support/site-visitor.ts";
import { createPostgresDatabase, type TestDatabase } from "../../tests/support/test-app.ts";

const SECRET = randomBytes(32).toString("hex");
const TYPISTS = 6;
/** Acknowledged saves to wait for before the signal; each typist stays under a profile page. */
const ACKED_BEFORE_SIGNAL = 24;

/** One typist per visitor saving finished tests back to back until the server stops answering. */
function saveStream(visitors: SiteVisitor[]) {
  const acked = visitors.map(() => [] as number[]);
  const unexpected: string[] = [];
  let signalledAt = Number.POSITIVE_INFINITY;
  /** Requests sent before the signal and answered 2xx after it: in flight when it came. */
  let drained = 0;
  let ackCount = 0;
  let notify = () => {};
  const reached = new Promise<void>((resolve) => (notify = resolve));
  const runs = visitors.map(async (visitor, index) => {
    for (let seed = 1; ; seed++) {
      try {
        const post = async (url: string, body: object) => {
          const sentAt = performance.now();
          const answer = await visitor.post(url, body);
          if (answer.status < 300 && sentAt < signalledAt && performance.now() > signalledAt) {
            drained += 1;
          }
          return answer;
        };
        const submission = await finishedTimedTest(post, SECRET, {
          seconds: 30,
          difficulty: "easy",
          wpm: 30 + ((index * 7 + seed) % 40),
          seed,
        });
        const answer = await post("/api/results", submission);
        if (answer.status === 201) {
          acked[index]!.push((answer.body as SavedResult).id);
          if (++ackCount === ACKED_BEFORE_SIGNAL) notify();
        } else if (answer.status !== 503) {
          unexpected.push(`${answer.status} ${JSON.stringify(answer.body)}`);
        }
      } catch (error) {
        // The server is gone: the connection was refused or cut. 503s while closing end it too.
        if (!/fetch failed|503/.test(String(error))) unexpected.push(String(error));
        return;
      }
    }
  });
  return {
    acked,
    unexpected,
    reached,
    drained: () => drained,
    signal(server: ServerProcess, signal: NodeJS.Signals) {
      signalledAt = performance.now();
      server.child.kill(signal);
    },
    finished: Promise.all(runs),
  };
}

/** Every acknowledged id is among the typist's saved results. */
async function expectSaved(server: ServerProcess, visitors: SiteVisitor[], acked: number[][]) {
  for (const [index, visitor] of visitors.entries()) {
    const answer = await visitor.at(server.url).get("/api/me/results?limit=50");
    expect(answer.status).toBe(200);
    const saved = new Set((answer.body as ResultList).results.map((result) => result.id));
    expect(acked[index]!.filter((id) => !saved.has(id))).toEqual([]);
  }
}

const onPostgres = Boolean(process.env.DATABASE_URL);

describe(`the server process on ${onPostgres ? "PostgreSQL" : "the embedded database"}, stopped mid-stream of saves`, () => {
  let env: NodeJS.ProcessEnv;
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  let visitors: SiteVisitor[];

  const start = async () => {
    const server = spawnServer(await freePort(), env);
    await waitForHealth(server);
    return server;
  };

  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      database = await createPostgresDatabase(process.env.DATABASE_URL);
      if (database.config.kind !== "postgres") throw new Error("needs PostgreSQL");
      env = { DATABASE_URL: database.config.url };
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "typetempo-crash-"));
      env = { DATA_DIR: dataDir };
    }
    env = {
      ...env,
      BETTER_AUTH_SECRET: SECRET,
      RESULTS_RATE_LIMIT_MAX: "1000",
      WEB_ROOT: path.join(os.tmpdir(), "typetempo-no-build"),
    };
    const server = await start();
    const tag = randomBytes(4).toString("hex");
    visitors = [];
    for (let n = 0; n < TYPISTS; n++) {
      const visitor = new SiteVisitor(server.url);
      await visitor.signUp({
        email: `crash${n}-${tag}@example.com`,
        password: "correct-horse",
        username: `crash${n}_${tag}`,
      });
      visitors.push(visitor);
    }
    expect(await server.stop()).toBe(0);
  }, PROCESS_TEST_TIMEOUT_MS);

  afterAll(async () => {
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "keeps every acknowledged save through SIGKILL, and opens cleanly after",
    async () => {
      const server = await start();
      const stream = saveStream(visitors.map((visitor) => visitor.at(server.url)));
      await stream.reached;
      stream.signal(server, "SIGKILL");
      await stream.finished;
      expect(await server.exited).toBeNull();
      expect(stream.unexpected).toEqual([]);

      const restarted = await start();
      try {
        await expectSaved(restarted, visitors, stream.acked);
        // The database takes new saves as before.
        const typist = visitors[0]!.at(restarted.url);
        const submission = await finishedTimedTest(typist.post, SECRET, {
          seconds: 30,
          difficulty: "easy",
          wpm: 45,
        });
        expect((await typist.post("/api/results", submission)).status).toBe(201);
      } finally {
        expect(await restarted.stop()).toBe(0);
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "finishes the requests in flight on SIGTERM, loses no save and exits with 0",
    async () => {
      const server = await start();
      const stream = saveStream(visitors.map((visitor) => visitor.at(server.url)));
      await stream.reached;
      stream.signal(server, "SIGTERM");
      await stream.finished;
      expect(await server.exited).toBe(0);
      expect(stream.unexpected).toEqual([]);
      expect(stream.drained()).toBeGreaterThan(0);

      const restarted = await start();
      try {
        await expectSaved(restarted, visitors, stream.acked);
      } finally {
        expect(await restarted.stop()).toBe(0);
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
