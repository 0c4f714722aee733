import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataExportSchema, profileResponseSchema } from "../../core/api/account.ts";
import { USERNAME_MESSAGES } from "../../core/account/username.ts";
import { keyStats } from "../../core/insight/key-stats.ts";
import {
  accounts,
  contactMessages,
  newsletterSubscribers,
  sessions,
  testResults,
  userKeyStats,
  users,
} from "../db/schema.ts";
import { createUser, sessionCookie, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { TestClock, startTest, timedSubmission } from "../../../tests/support/typing.ts";

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" }, { now: clock.now });
});
afterAll(() => t.close());

const THIRTY_SECONDS = { mode: "30-seconds", difficulty: "easy", seconds: 30 } as const;

/** A finished 30-second test, typing what `typing` makes of its passage. */
async function typedTest(typing = (passage: string) => passage.slice(0, 60)) {
  const { mode, difficulty } = THIRTY_SECONDS;
  const { token, passage } = await startTest(t.app, { mode, difficulty });
  clock.advance(30_000);
  return timedSubmission(token, THIRTY_SECONDS, passage.text, typing(passage.text));
}

async function saveResult(user: TestUser, typing?: (passage: string) => string) {
  const payload = await typedTest(typing);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/results",
    headers: { cookie: user.cookie },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json(), timeline: payload.timeline };
}

let sender = 0;
/** Subscribes `email` to the newsletter and sends a contact message from it. */
async function mailFrom(email: string) {
  sender += 1;
  const remoteAddress = `10.9.0.${sender}`;
  const newsletter = await t.app.inject({
    method: "POST",
    url: "/api/newsletter",
    payload: { email },
    remoteAddress,
  });
  expect(newsletter.statusCode, newsletter.body).toBe(201);
  const contact = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: { name: "Ada", email, subject: "Hello", message: `From ${email}` },
    remoteAddress,
  });
  expect(contact.statusCode, contact.body).toBe(201);
}

async function verifyEmail(user: TestUser) {
  await t.app.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
}

const exportOf = async (user: TestUser) =>
  dataExportSchema.parse(
    (await t.app.inject({ url: "/api/me/export", headers: { cookie: user.cookie } })).json(),
  );

describe("GET /api/me/profile", () => {
  it("shows the signed-in user's own username and e-mail, and needs a session", async () => {
    const user = await createUser(t.app, { username: "Profile_Me" });
    const response = await t.app.inject({
      url: "/api/me/profile",
      headers: { cookie: user.cookie },
    });
    const { user: profile } = profileResponseSchema.parse(response.json());
    expect(profile).toMatchObject({
      id: user.id,
      email: user.email,
      username: "Profile_Me",
      signInMethods: ["credential"],
      emailVerified: false,
    });
    expect((await t.app.inject({ url: "/api/me/profile" })).statusCode).toBe(401);
    const forged = await t.app.inject({
      url: "/api/me/profile",
      headers: { cookie: "typetempo.session_token=forged.value" },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe("PATCH /api/me/username", () => {
  it("changes the username under the sign-up rules", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app, { username: "Somebody" });
    const patch = (username: string) =>
      t.app.inject({
        method: "PATCH",
        url: "/api/me/username",
        headers: { cookie: user.cookie },
        payload: { username },
      });
    expect((await patch("ab")).json().message).toBe(USERNAME_MESSAGES.tooShort);
    expect((await patch("x".repeat(21))).json().message).toBe(USERNAME_MESSAGES.tooLong);
    expect((await patch("dots.not.ok")).json().message).toBe(USERNAME_MESSAGES.invalid);
    const taken = await patch(other.username.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("Username already taken");

    const done = await patch("New_Name");
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: user.id, username: "New_Name" });
    const session = await t.app.inject({
      url: "/api/auth/get-session",
      headers: { cookie: user.cookie },
    });
    expect(session.json().user.displayUsername).toBe("New_Name");
    // Changing only the letter case of one's own name is allowed.
    expect((await patch("new_name")).statusCode).toBe(200);
  });
});

describe("password change", () => {
  it("needs the current password and then signs in with the new one", async () => {
    const user = await createUser(t.app);
    const change = (currentPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/change-password",
        headers: { cookie: user.cookie },
        payload: { currentPassword, newPassword: "brand-new-pass", revokeOtherSessions: true },
      });
    expect((await change("wrong-password")).statusCode).toBe(400);
    const ok = await change(user.password);
    expect(ok.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: user.email, password: "brand-new-pass" },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe("data download", () => {
  it("gives the user everything stored about them as JSON and their results as CSV", async () => {
    const user = await createUser(t.app);
    const stranger = await createUser(t.app);
    const saved = await saveResult(user, (passage) => `${passage.slice(0, 20)}, "quoted"`);
    await saveResult(stranger);

    const json = await t.app.inject({ url: "/api/me/export", headers: { cookie: user.cookie } });
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-disposition"]).toMatch(/attachment; filename="typetempo-data/);
    const data = dataExportSchema.parse(json.json());
    expect(data.user).toMatchObject({ id: user.id, email: user.email, username: user.username });
    expect(data.results).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.signInMethods.map((m) => m.provider)).toEqual(["credential"]);
    expect(JSON.stringify(data)).not.toContain("password");

    const csv = await t.app.inject({
      url: "/api/me/export/results.csv",
      headers: { cookie: user.cookie },
    });
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "date,mode,difficulty,duration_seconds,wpm,accuracy_percent,mistakes,passage,typed",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${saved.rawText.slice(0, 20)}, ""quoted"""`);

    expect((await t.app.inject({ url: "/api/me/export" })).statusCode).toBe(401);
  });
});

describe("data download, in full", () => {
  it("gives each result's keystrokes and key figures, and their sum", async () => {
    const user = await createUser(t.app);
    const saved = await saveResult(user);
    const data = await exportOf(user);
    const stats = keyStats(saved.rawText, saved.timeline);
    expect(data.results).toEqual([
      expect.objectContaining({
        id: saved.id,
        timeline: { version: 2, edits: saved.timeline, keys: [] },
        keyStats: stats,
      }),
    ]);
    expect(data.keyStats).toEqual(stats);
  });

  it("gives the newsletter subscription and contact messages of a verified e-mail", async () => {
    const user = await createUser(t.app);
    await verifyEmail(user);
    await mailFrom(user.email.toUpperCase());
    await mailFrom(`other-${user.email}`);
    const data = await exportOf(user);
    expect(data.newsletter).toEqual({
      email: user.email.toUpperCase(),
      subscribedAt: expect.any(String),
    });
    expect(data.contactMessages).toEqual([
      {
        name: "Ada",
        email: user.email.toUpperCase(),
        subject: "Hello",
        message: `From ${user.email.toUpperCase()}`,
        ipAddress: expect.stringMatching(/^10\.9\.0\./),
        createdAt: expect.any(String),
      },
    ]);
  });

  it("gives none of them for an unverified e-mail, which may be someone else's", async () => {
    const user = await createUser(t.app);
    await mailFrom(user.email);
    const data = await exportOf(user);
    expect(data.newsletter).toBeNull();
    expect(data.contactMessages).toEqual([]);
  });
});

describe("DELETE /api/me", () => {
  it("needs confirmation, then removes the user, sessions, sign-in methods and results", async () => {
    const user = await createUser(t.app);
    const bystander = await createUser(t.app);
    await saveResult(user);
    await saveResult(bystander);
    const second = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: user.email, password: user.password },
    });
    const otherDevice = sessionCookie(second);

    const unconfirmed = await t.app.inject({
      method: "DELETE",
      url: "/api/me",
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(unconfirmed.statusCode).toBe(400);

    const response = await t.app.inject({
      method: "DELETE",
      url: "/api/me",
      headers: { cookie: user.cookie },
      payload: { confirm: true },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers["set-cookie"])).toMatch(/session_token=; Max-Age=0/);

    const { db } = t.app.database;
    expect(await db.$count(users, eq(users.id, user.id))).toBe(0);
    expect(await db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect(await db.$count(accounts, eq(accounts.userId, user.id))).toBe(0);
    expect(await db.$count(testResults, eq(testResults.userId, user.id))).toBe(0);
    expect(await db.$count(testResults, eq(testResults.userId, bystander.id))).toBe(1);
    const stale = await t.app.inject({ url: "/api/me/profile", headers: { cookie: otherDevice } });
    expect(stale.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(401);
  });

  const deleteAccount = (user: TestUser) =>
    t.app.inject({
      method: "DELETE",
      url: "/api/me",
      headers: { cookie: user.cookie },
      payload: { confirm: true },
    });

  const mailCount = async (email: string) => {
    const { db } = t.app.database;
    return [
      await db.$count(newsletterSubscribers, eq(newsletterSubscribers.email, email)),
      await db.$count(contactMessages, eq(contactMessages.email, email)),
    ];
  };

  it("removes the key figures, and a verified e-mail's subscription and messages", async () => {
    const user = await createUser(t.app);
    await verifyEmail(user);
    await saveResult(user);
    await mailFrom(user.email);
    await mailFrom(`other-${user.email}`);
    expect(await mailCount(user.email)).toEqual([1, 1]);
    expect((await deleteAccount(user)).statusCode).toBe(204);
    const { db } = t.app.database;
    expect(await db.$count(userKeyStats, eq(userKeyStats.userId, user.id))).toBe(0);
    expect(await mailCount(user.email)).toEqual([0, 0]);
    expect(await mailCount(`other-${user.email}`)).toEqual([1, 1]);
  });

  it("leaves an unverified e-mail's subscription and messages to whoever owns the address", async () => {
    const user = await createUser(t.app);
    await mailFrom(user.email);
    expect((await deleteAccount(user)).statusCode).toBe(204);
    expect(await mailCount(user.email)).toEqual([1, 1]);
  });
});

describe("one user's data is out of another's reach", () => {
  it("never shows or writes another user's results", async () => {
    const owner = await createUser(t.app);
    const intruder = await createUser(t.app);
    await saveResult(owner);
    const list = await t.app.inject({
      url: "/api/me/results",
      headers: { cookie: intruder.cookie },
    });
    expect(list.json().results).toEqual([]);
    // A user id in the body is not a field of the API: it cannot aim a result at someone else.
    const aimed = await t.app.inject({
      method: "POST",
      url: "/api/results",
      headers: { cookie: intruder.cookie },
      payload: { userId: owner.id, ...(await typedTest()) },
    });
    expect(aimed.statusCode).toBe(400);
    const exported = dataExportSchema.parse(
      (await t.app.inject({ url: "/api/me/export", headers: { cookie: intruder.cookie } })).json(),
    );
    expect(exported.results).toEqual([]);
    expect(exported.user.id).toBe(intruder.id);
    expect(await t.app.database.db.$count(testResults, eq(testResults.userId, owner.id))).toBe(1);
  });
});

describe("the OpenAPI document", () => {
  it("lists the account and result routes", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/results",
        "/api/me/results",
        "/api/me/profile",
        "/api/me/username",
        "/api/me/export",
        "/api/me/export/results.csv",
        "/api/me",
        "/api/username-availability",
        "/api/auth-providers",
      ]),
    );
  });
});
