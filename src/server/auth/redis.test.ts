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
    const signIn = (app: TestApp) =>
      app.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: "nobody@example.com", password: "whatever" },
        remoteAddress: ip,
      });
    expect((await signIn(t)).statusCode).toBe(401);
    expect((await signIn(other)).statusCode).toBe(401);
    expect((await signIn(t)).statusCode).toBe(429);
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
