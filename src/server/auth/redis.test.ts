import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../test-support/accounts.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";

/** A real Redis server: the local one unless TEST_REDIS_URL names another (see README). */
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

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
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
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
    const account = await createUser(t.app);
    const signIn = (app: TestApp, n: number) =>
      app.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: account.email, password: `wrong-${n}` },
        remoteAddress: `198.19.${Math.floor(Math.random() * 250)}.${n}`,
      });
    for (let n = 1; n <= 10; n++) expect((await signIn(n % 2 ? t : other, n)).statusCode).toBe(401);
    expect((await signIn(other, 11)).statusCode).toBe(429);
  });

  it("keeps sessions working, and ends them everywhere when the account is deleted", async () => {
    const user = await createUser(t.app);
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
});
