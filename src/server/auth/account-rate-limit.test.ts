import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryFailureStore } from "./account-rate-limit.ts";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { TEST_REDIS_URL, createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
let clock = Date.UTC(2026, 0, 1);
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" }, { now: () => clock });
});
afterAll(() => t.close());

let address = 0;
/** Every attempt from a new address, as a botnet would send them. */
function signIn(account: string, password: string, url = "/api/auth/sign-in/email") {
  address += 1;
  const byUsername = /username/i.test(url);
  return t.app.inject({
    method: "POST",
    url,
    payload: byUsername ? { username: account, password } : { email: account, password },
    remoteAddress: `203.0.113.${address % 250}`,
  });
}

async function fail(user: TestUser, times: number) {
  for (let i = 0; i < times; i++) {
    expect((await signIn(user.email, `wrong-${i}`)).statusCode).toBe(401);
  }
}

describe("failed sign-ins per account", () => {
  it("counts failures through every spelling of the sign-in path", async () => {
    const victim = await createUser(t.app);
    // Spellings that better-auth's router takes to the sign-in handler.
    const spellings = [
      "/api/auth/./sign-in/email",
      "/api/auth/%2E/sign-in/email",
      "/api/auth/x/../sign-in/email",
      "/api/auth/sign-in/email?again=1",
      "/api/auth/sign-in/email",
    ];
    for (const url of spellings) {
      expect((await signIn(victim.email, "wrong", url)).statusCode).toBe(401);
    }
    for (const url of spellings) {
      const limited = await signIn(victim.email, victim.password, url);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers["set-cookie"]).toBeUndefined();
    }
    // Those it does not route reach no handler at all.
    for (const url of [
      "/api/auth//sign-in/email",
      "/api/auth/sign-in/email/",
      "/api/auth/SIGN-IN/EMAIL",
      "/api/auth/sign-in/%65mail",
    ]) {
      expect((await signIn(victim.email, victim.password, url)).statusCode).toBe(404);
    }
  });

  it("counts guesses by e-mail in any case and by username as one account", async () => {
    const victim = await createUser(t.app);
    expect((await signIn(victim.email.toUpperCase(), "wrong")).statusCode).toBe(401);
    const byName = "/api/auth/sign-in/username";
    expect((await signIn(victim.username, "wrong", byName)).statusCode).toBe(401);
    expect((await signIn(victim.username.toUpperCase(), "wrong", byName)).statusCode).toBe(401);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: victim.email, password: "wrong" }).toString(),
      remoteAddress: "198.51.100.7",
    });
    expect(form.statusCode).toBe(401);
    await fail(victim, 1);
    const limited = await signIn(victim.email, victim.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: "Too Many Requests",
      message: "Too many failed sign-ins for this account. Please try again in 1 second.",
    });
  });

  // Every sign-in hashes a password, which takes a while on a busy machine.
  it(
    "waits 1 s after 5 failures, then doubles each wait up to 15 minutes",
    { timeout: 90_000 },
    async () => {
      const victim = await createUser(t.app);
      await fail(victim, 5);
      const waits: number[] = [];
      for (let failures = 5; failures < 17; failures++) {
        const refused = await signIn(victim.email, "wrong");
        expect(refused.statusCode).toBe(429);
        const wait = Number(refused.headers["retry-after"]);
        waits.push(wait);
        clock += wait * 1000 - 1;
        expect((await signIn(victim.email, "wrong")).statusCode).toBe(429);
        clock += 1;
        expect((await signIn(victim.email, "wrong")).statusCode).toBe(401);
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
      const last = await signIn(victim.email, victim.password);
      expect(last.json().message).toBe(
        "Too many failed sign-ins for this account. Please try again in 900 seconds.",
      );
    },
  );

  it(
    "lets the owner in once a stranger's backoff has passed, and forgets the failures",
    { timeout: 90_000 },
    async () => {
      const owner = await createUser(t.app);
      await fail(owner, 5);
      for (let i = 0; i < 20; i++) {
        const stranger = await signIn(owner.email, `guess-${i}`);
        clock += Number(stranger.headers["retry-after"] ?? 0) * 1000;
      }
      const waiting = await signIn(owner.email, owner.password);
      expect(waiting.statusCode).toBe(429);
      clock += Number(waiting.headers["retry-after"]) * 1000;
      expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
      // The success cleared the count: five more mistakes before any wait.
      await fail(owner, 5);
      expect((await signIn(owner.email, owner.password)).statusCode).toBe(429);
    },
  );

  it("does not count successful sign-ins", { timeout: 90_000 }, async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 12; i++) {
      expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    }
    await fail(user, 4);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    await fail(user, 5);
  });

  it("leaves other accounts alone", async () => {
    const victim = await createUser(t.app);
    const bystander = await createUser(t.app);
    await fail(victim, 5);
    expect((await signIn(victim.email, victim.password)).statusCode).toBe(429);
    expect((await signIn(bystander.email, bystander.password)).statusCode).toBe(200);
  });

  it("does not count requests that name no account", async () => {
    for (let i = 0; i < 7; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { password: "x" },
        remoteAddress: "203.0.113.251",
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe("with REDIS_URL", () => {
  it("counts one account's failures on every instance together", { timeout: 120_000 }, async () => {
    const env = { AUTH_RATE_LIMIT_MAX: "1000", REDIS_URL: TEST_REDIS_URL };
    const a = await createTestApp(env, { now: () => clock });
    const b = await createTestApp(env, { now: () => clock });
    try {
      const email = `shared-${randomUUID()}@example.com`;
      await createUser(a.app, { email });
      const owner = await createUser(b.app, { email });
      const attempt = (app: TestApp, password: string) =>
        app.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          payload: { email, password },
        });
      for (const app of [a, b, a, b, a]) expect((await attempt(app, "wrong")).statusCode).toBe(401);
      expect((await attempt(b, owner.password)).statusCode).toBe(429);
      clock += 1000;
      expect((await attempt(b, owner.password)).statusCode).toBe(200);
      expect((await attempt(a, "wrong")).statusCode).toBe(401);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe("the in-memory count", () => {
  it("adds failures, clears them, and starts over a day after the last", async () => {
    const store = memoryFailureStore();
    await store.add("a@example.com", 1_000);
    await store.add("a@example.com", 2_000);
    expect(await store.read("a@example.com")).toEqual({ failures: 2, lastFailureAt: 2_000 });
    await store.add("a@example.com", 2_000 + 86_400_000);
    expect(await store.read("a@example.com")).toEqual({
      failures: 1,
      lastFailureAt: 86_402_000,
    });
    await store.clear("a@example.com");
    expect(await store.read("a@example.com")).toBeNull();
  });

  it("keeps at most 100,000 accounts, dropping the longest quiet first", async () => {
    const store = memoryFailureStore();
    for (let i = 0; i <= 100_000; i++) await store.add(`user${i}@example.com`, i);
    expect(await store.read("user0@example.com")).toBeNull();
    expect(await store.read("user1@example.com")).toEqual({ failures: 1, lastFailureAt: 1 });
    expect(await store.read("user100000@example.com")).toEqual({
      failures: 1,
      lastFailureAt: 100_000,
    });
  });
});
