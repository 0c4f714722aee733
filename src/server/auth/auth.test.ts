import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USERNAME_MESSAGES } from "../../core/account/username.ts";
import { users } from "../db/schema.ts";
import { createUser, sessionCookie, signUpRequest } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
});
afterAll(() => t.close());

async function session(cookie: string) {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/auth/get-session",
    headers: { cookie },
  });
  return response.json();
}

describe("sign-up with e-mail, password and username", () => {
  it("creates the user, signs them in with an HttpOnly SameSite=Lax cookie", async () => {
    const response = await signUpRequest(t.app, {
      email: "Ada@Example.com",
      password: "secret1",
      username: "Ada_L-1",
    });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/typetempo\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const current = await session(sessionCookie(response));
    expect(current.user).toMatchObject({
      email: "ada@example.com",
      username: "ada_l-1",
      displayUsername: "Ada_L-1",
    });
  });

  it.each([
    ["ab", USERNAME_MESSAGES.tooShort],
    ["a".repeat(21), USERNAME_MESSAGES.tooLong],
    ["bad name!", USERNAME_MESSAGES.invalid],
    ["", USERNAME_MESSAGES.tooShort],
  ])("refuses the username %j with the SPEC message", async (username, message) => {
    const email = `u${username.length}${Math.random()}@example.com`.replace("0.", "");
    const response = await signUpRequest(t.app, { email, password: "secret1", username });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const rows = await t.app.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toEqual([]);
  });

  it("refuses a username taken in any letter case with 'Username already taken'", async () => {
    await createUser(t.app, { username: "TakenName" });
    const response = await signUpRequest(t.app, {
      email: "other@example.com",
      password: "secret1",
      username: "takenNAME",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Username already taken");
  });

  it("refuses a password shorter than six characters and an e-mail used before", async () => {
    const short = await signUpRequest(t.app, {
      email: "short@example.com",
      password: "12345",
      username: "shorty",
    });
    expect(short.statusCode).toBe(400);
    const user = await createUser(t.app);
    const again = await signUpRequest(t.app, {
      email: user.email,
      password: "secret1",
      username: "someone_new",
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/already exists/i);
  });

  it("leaves no half-made account behind when a later step of sign-up fails", async () => {
    const { db } = t.app.database;
    const { sql } = await import("drizzle-orm");
    await db.execute(sql`alter table accounts rename to accounts_away`);
    try {
      const response = await signUpRequest(t.app, {
        email: "halfway@example.com",
        password: "secret1",
        username: "halfway",
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await db.execute(sql`alter table accounts_away rename to accounts`);
    }
    const rows = await db.select().from(users).where(eq(users.email, "halfway@example.com"));
    expect(rows).toEqual([]);
  });
});

describe("username availability (product call 'Username check')", () => {
  it("says whether a valid name is free, and why an invalid one is refused", async () => {
    await createUser(t.app, { username: "Occupied" });
    const taken = await t.app.inject({ url: "/api/username-availability?username=occupied" });
    expect(taken.json()).toEqual({ available: false });
    const free = await t.app.inject({ url: "/api/username-availability?username=free_one" });
    expect(free.json()).toEqual({ available: true });
    const bad = await t.app.inject({ url: "/api/username-availability?username=no%20way" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(USERNAME_MESSAGES.invalid);
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the right password, refuses a wrong one, and signs out", async () => {
    const user = await createUser(t.app);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: user.email, password: "not-the-password" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe("Invalid email or password");

    const right = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: user.email, password: user.password },
    });
    expect(right.statusCode).toBe(200);
    const cookie = sessionCookie(right);
    expect((await session(cookie)).user.id).toBe(user.id);

    // The browser sends sign-out with no body and so no content type; better-auth must take it.
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(/session_token=; Max-Age=0/);
    expect(await session(cookie)).toBeNull();
  });

  it("records the client IP that Fastify saw on the session", async () => {
    const user = await createUser(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: user.email, password: user.password },
      headers: { "x-typetempo-client-ip": "203.0.113.9", "x-forwarded-for": "203.0.113.10" },
      remoteAddress: "198.51.100.7",
    });
    const current = await session(sessionCookie(response));
    expect(current.session.ipAddress).toBe("198.51.100.7");
  });
});

describe("the session", () => {
  it("is pushed forward when it is used after a day", async () => {
    const user = await createUser(t.app);
    const { sessions } = await import("../db/schema.ts");
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await t.app.database.db
      .update(sessions)
      .set({ expiresAt: soon, updatedAt: old })
      .where(eq(sessions.userId, user.id));
    const current = await session(user.cookie);
    expect(new Date(current.session.expiresAt).getTime()).toBeGreaterThan(
      Date.now() + 29 * 24 * 60 * 60 * 1000,
    );
  });
});
