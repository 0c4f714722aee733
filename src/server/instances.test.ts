import { randomBytes } from "node:crypto";
import path from "node:path";
import os from "node:os";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeaderboardResponse } from "../core/api/leaderboard.ts";
import { finishedTimedTest } from "../../tests/support/finished-test.ts";
import {
  freePort,
  PROCESS_TEST_TIMEOUT_MS,
  type ServerProcess,
  spawnServer,
  waitForHealth,
} from "../../tests/support/server-process.ts";
import { SiteVisitor } from "../../tests/support/site-visitor.ts";
import {
  createPostgresDatabase,
  TEST_POSTGRES_URL,
  TEST_REDIS_URL,
  type TestDatabase,
} from "../../tests/support/test-app.ts";

const SECRET = randomBytes(32).toString("hex");
/**
 * Another Redis database than the other Redis tests': these processes all sign up from
 * 127.0.0.1, which would spend those tests' per-address sign-up allowance.
 */
const redisUrl = new URL(TEST_REDIS_URL);
redisUrl.pathname = "/1";
const tag = randomBytes(4).toString("hex");

describe("two server processes sharing PostgreSQL and Redis", () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createPostgresDatabase(TEST_POSTGRES_URL);
    if (database.config.kind !== "postgres") throw new Error("needs PostgreSQL");
    const env = {
      DATABASE_URL: database.config.url,
      REDIS_URL: redisUrl.toString(),
      AUTH_RATE_LIMIT_MAX: "1000",
      BETTER_AUTH_SECRET: SECRET,
      WEB_ROOT: path.join(os.tmpdir(), "typetempo-no-build"),
      RESULTS_RATE_LIMIT_MAX: "3",
      AUTH_ACCOUNT_RATE_LIMIT_MAX: "3",
    };
    a = spawnServer(await freePort(), env);
    b = spawnServer(await freePort(), env);
    await Promise.all([waitForHealth(a), waitForHealth(b)]);
  }, PROCESS_TEST_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  /** Marks an address verified, as its mailed link would, so the typist's results rank. */
  async function verifyEmail(userId: string) {
    if (database.config.kind !== "postgres") throw new Error("needs PostgreSQL");
    const client = new pg.Client({ connectionString: database.config.url });
    await client.connect();
    try {
      await client.query("update users set email_verified = true where id = $1", [userId]);
    } finally {
      await client.end();
    }
  }

  const account = (name: string) => ({
    email: `${name}-${tag}@example.com`,
    password: "correct-horse",
    username: `${name}_${tag}`,
  });

  it("keeps a session made on one working on the other, and ends it on both", async () => {
    const onA = new SiteVisitor(a.url);
    const userId = await onA.signUp(account("roaming"));
    const onB = onA.at(b.url);
    const session = await onB.get("/api/auth/get-session");
    expect(session.status).toBe(200);
    expect((session.body as { user: { id: string } }).user.id).toBe(userId);

    expect((await onB.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await onA.at(a.url).get("/api/auth/get-session")).body).toBeNull();
  });

  it("counts result saves of one session on both together", async () => {
    const onA = new SiteVisitor(a.url);
    await onA.signUp(account("saver"));
    const onB = onA.at(b.url);
    const save = async (visitor: SiteVisitor, seed: number) =>
      visitor.post(
        "/api/results",
        await finishedTimedTest(visitor.post, SECRET, {
          seconds: 30,
          difficulty: "easy",
          wpm: 40,
          seed,
        }),
      );
    expect((await save(onA, 1)).status).toBe(201);
    expect((await save(onB, 2)).status).toBe(201);
    expect((await save(onA, 3)).status).toBe(201);
    const limited = await save(onB, 4);
    expect(limited.status).toBe(429);
    expect((limited.body as { message: string }).message).toMatch(/^Too many results saved/);
  });

  it("counts sign-in attempts on one account on both together", async () => {
    const victim = account("guarded");
    await new SiteVisitor(a.url).signUp(victim);
    const attempt = (server: ServerProcess, n: number) =>
      new SiteVisitor(server.url).post("/api/auth/sign-in/email", {
        email: victim.email,
        password: `wrong-${n}`,
      });
    expect((await attempt(a, 1)).status).toBe(401);
    expect((await attempt(b, 2)).status).toBe(401);
    expect((await attempt(a, 3)).status).toBe(401);
    // Then each attempt waits 1 s, 2 s, 4 s… after the last failure: a slow machine may let
    // one through, never all of them.
    const statuses: number[] = [];
    for (let n = 4; n < 8; n++) statuses.push((await attempt(n % 2 ? a : b, n)).status);
    expect(statuses).toContain(429);
  });

  it("shows the same leaderboard on both after saves through each", async () => {
    for (const [index, server] of [a, b].entries()) {
      const typist = new SiteVisitor(server.url);
      await verifyEmail(await typist.signUp(account(`ranked${index}`)));
      const submission = await finishedTimedTest(typist.post, SECRET, {
        seconds: 60,
        difficulty: "medium",
        wpm: 50 + index * 10,
      });
      expect((await typist.post("/api/results", submission)).status).toBe(201);
    }
    const query = "/api/leaderboard?duration=60&difficulty=medium";
    const [fromA, fromB] = await Promise.all([
      new SiteVisitor(a.url).get(query),
      new SiteVisitor(b.url).get(query),
    ]);
    expect(fromA.status).toBe(200);
    expect(fromB.body).toEqual(fromA.body);
    const { rows } = fromA.body as LeaderboardResponse;
    expect(rows.map((row) => [row.username, row.wpm])).toEqual([
      [`ranked1_${tag}`, 60],
      [`ranked0_${tag}`, 50],
    ]);
  });
});
