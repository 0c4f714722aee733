import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_RATE_LIMIT } from "./contact/routes.ts";
import { NEWSLETTER_RATE_LIMIT } from "./newsletter/routes.ts";
import { createUser } from "../../tests/support/accounts.ts";
import {
  createTestApp,
  TEST_REDIS_URL as redisUrl,
  type TestApp,
} from "../../tests/support/test-app.ts";

/** Redis keeps its counts between runs, so each test sends from addresses of its own. */
const freshAddress = () =>
  `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

describe("with REDIS_URL", () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, AUTH_RATE_LIMIT_MAX: "2" };
    t = await createTestApp(env);
    other = await createTestApp(env);
  });
  afterAll(async () => {
    await t?.close();
    await other?.close();
  });

  it("shares the sign-in rate limit between app instances", async () => {
    const ip = freshAddress();
    // Redis outlives the run: a fresh account keeps earlier runs' per-account counts out of it.
    const email = `nobody-${Date.now().toString(36)}@example.com`;
    const signIn = (app: TestApp) =>
      app.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email, password: "whatever" },
        remoteAddress: ip,
      });
    expect((await signIn(t)).statusCode).toBe(401);
    expect((await signIn(other)).statusCode).toBe(401);
    expect((await signIn(t)).statusCode).toBe(429);
  });

  it("shares the per-account sign-in limit between app instances", async () => {
    // Redis keeps failures for a day, across runs: an address no earlier run used keeps theirs out.
    const email = `backoff-${Date.now().toString(36)}-${process.pid}@example.com`;
    const account = await createUser(t.app, { email }, freshAddress());
    const signIn = (app: TestApp, n: number) =>
      app.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: account.email, password: `wrong-${n}` },
        remoteAddress: freshAddress(),
      });
    for (let n = 1; n <= 5; n++) expect((await signIn(n % 2 ? t : other, n)).statusCode).toBe(401);
    // Then each attempt waits 1 s, 2 s, 4 s… after the last failure (real time here).
    const statuses: number[] = [];
    for (let n = 6; n <= 9; n++) statuses.push((await signIn(n % 2 ? t : other, n)).statusCode);
    expect(statuses).toContain(429);
  });

  it("keeps sessions working, and ends them everywhere when the account is deleted", async () => {
    const user = await createUser(t.app, {}, freshAddress());
    const profile = () =>
      t.app.inject({ url: "/api/me/profile", headers: { cookie: user.cookie } });
    expect((await profile()).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/me",
      headers: { cookie: user.cookie },
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await profile()).statusCode).toBe(401);
  });

  it("keeps counting when an instance starts: the new one refuses what the others used up", async () => {
    const remoteAddress = freshAddress();
    const contact = (app: TestApp, n: number) =>
      app.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: "Ada", email: "ada@example.com", subject: "Hi", message: `Number ${n}.` },
        remoteAddress,
      });
    for (let n = 0; n < CONTACT_RATE_LIMIT.max; n++) {
      expect((await contact(n % 2 ? other : t, n)).statusCode).toBe(201);
    }
    // Started after the messages were sent, as a deploy or a restart starts one.
    const started = await createTestApp({ REDIS_URL: redisUrl });
    try {
      const limited = await contact(started, CONTACT_RATE_LIMIT.max);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        error: "Too Many Requests",
        message: "Too many messages from your connection. Please try again in 10 minutes.",
      });
    } finally {
      await started.close();
    }
    // Under the app's name and the limit's, apart from anything else kept in that Redis.
    const redis = new Redis(redisUrl);
    try {
      expect(await redis.keys(`typetempo:contact:*-${remoteAddress}`)).toHaveLength(1);
    } finally {
      redis.disconnect();
    }
  });

  it.each([
    [
      "messages",
      "/api/contact",
      CONTACT_RATE_LIMIT.max,
      (n: number) => ({
        name: "Ada",
        email: `ada${n}@example.com`,
        subject: "Hello",
        message: `Message number ${n}.`,
      }),
    ],
    [
      "newsletter sign-ups",
      "/api/newsletter",
      NEWSLETTER_RATE_LIMIT.max,
      (n: number) => ({
        email: `reader${n}-${Date.now().toString(36)}@example.com`,
      }),
    ],
  ])(
    "shares the limit on %s from one address between app instances",
    async (_what, url, max, body) => {
      // A fresh address per run: Redis keeps counts between runs.
      const remoteAddress = freshAddress();
      for (let n = 0; n < max; n++) {
        const response = await (n % 2 ? other : t).app.inject({
          method: "POST",
          url,
          payload: body(n),
          remoteAddress,
        });
        expect(response.statusCode).toBeLessThan(300);
      }
      const limited = await other.app.inject({
        method: "POST",
        url,
        payload: body(max),
        remoteAddress,
      });
      expect(limited.statusCode).toBe(429);
    },
  );
});
