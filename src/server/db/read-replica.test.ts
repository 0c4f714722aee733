import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeaderboardResponse } from "../../core/api/leaderboard.ts";
import { finishedTimedTest } from "../../../tests/support/finished-test.ts";
import {
  type Cluster,
  caughtUp,
  pauseReplay,
  query,
  startPrimaryAndReplica,
} from "../../../tests/support/pg-cluster.ts";
import {
  freePort,
  PROCESS_TEST_TIMEOUT_MS,
  type ServerProcess,
  spawnServer,
  waitForHealth,
} from "../../../tests/support/server-process.ts";
import { SiteVisitor } from "../../../tests/support/site-visitor.ts";
import { FRESH_COOKIE } from "./read-routing.ts";

/**
 * DATABASE_READ_URL on a real streaming replica (issue 37): a second and a third PostgreSQL
 * cluster, started here, the replica made from the primary by pg_basebackup. Stopping the
 * replica's replay stands for replication lag, so what a read sees tells where it went.
 */
const SECRET = randomBytes(32).toString("hex");
const tag = randomBytes(4).toString("hex");

let clusters: Awaited<ReturnType<typeof startPrimaryAndReplica>>;
let primary: Cluster;
let replica: Cluster;
let server: ServerProcess;

beforeAll(async () => {
  clusters = await startPrimaryAndReplica();
  ({ primary, replica } = clusters);
  await query(primary.url(), "create database typetempo");
  server = spawnServer(await freePort(), {
    BETTER_AUTH_SECRET: SECRET,
    AUTH_RATE_LIMIT_MAX: "1000",
    TESTS_RATE_LIMIT_MAX: "1000",
    RESULTS_RATE_LIMIT_MAX: "1000",
    WEB_ROOT: path.join(os.tmpdir(), "typetempo-no-build"),
    DATABASE_URL: primary.url("typetempo"),
    DATABASE_READ_URL: replica.url("typetempo"),
  });
  await waitForHealth(server);
  // The migrations and seeded passages, written by the server's start, on the replica too.
  await caughtUp(primary, replica);
}, PROCESS_TEST_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
  await clusters?.stop();
});

/** The usernames on the default board's 30-second page, as `cookie`'s browser reads it. */
async function board(cookie = ""): Promise<(string | null)[]> {
  const response = await fetch(`${server.url}/api/leaderboard?duration=30`, {
    headers: cookie ? { cookie } : {},
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as LeaderboardResponse).rows.map((row) => row.username);
}

describe("a read replica (DATABASE_READ_URL)", () => {
  it(
    "serves the leaderboard, and a typist who has just saved reads their own write on the primary",
    async () => {
      const typist = new SiteVisitor(server.url);
      const username = `replica_${tag}`;
      const id = await typist.signUp({
        email: `${username}@example.com`,
        password: "correct-horse",
        username,
      });
      // As following the mailed link does: only verified addresses rank.
      await query(
        primary.url("typetempo"),
        `update users set email_verified = true where id = '${id}'`,
      );
      const submission = await finishedTimedTest(typist.post, SECRET, {
        seconds: 30,
        difficulty: "easy",
        wpm: 48,
      });
      await pauseReplay(replica, true);
      try {
        const saved = await fetch(`${server.url}/api/results`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            cookie: typist.cookie,
            origin: server.url,
          },
          body: JSON.stringify(submission),
        });
        expect(saved.status).toBe(201);
        const fresh = saved.headers.getSetCookie().find((c) => c.startsWith(`${FRESH_COOKIE}=`));
        expect(fresh).toMatch(/Max-Age=\d+/);
        // Everyone else reads the replica, which has not replayed the save.
        expect(await board()).not.toContain(username);
        expect(await board(typist.cookie)).not.toContain(username);
        // The typist's browser, marked by the save, reads the primary.
        expect(await board(`${typist.cookie}; ${fresh!.split(";")[0]}`)).toContain(username);
      } finally {
        await pauseReplay(replica, false);
      }
      await caughtUp(primary, replica);
      expect(await board()).toContain(username);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it("marks no browser whose write was refused", async () => {
    const response = await fetch(`${server.url}/api/results`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: "{}",
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`${FRESH_COOKIE}=`))).toBe(
      false,
    );
  });
});
