import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOLLOW_LIMIT, FOLLOW_MESSAGES } from "../../core/account/follows.ts";
import { dataExportSchema } from "../../core/api/account.ts";
import { followingListSchema } from "../../core/api/follows.ts";
import { publicProfileSchema } from "../../core/api/public-profile.ts";
import { follows, users } from "../db/schema.ts";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { seedResults, timedResult } from "../../../tests/support/leaderboard-seed.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { FOLLOWS_PER_MINUTE } from "./routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
});
afterAll(() => t.close());

const cookieOf = (user?: TestUser) => (user ? { cookie: user.cookie } : {});
const followUrl = (username: string) => `/api/me/following/${encodeURIComponent(username)}`;
const put = (user: TestUser | undefined, username: string) =>
  t.app.inject({ method: "PUT", url: followUrl(username), headers: cookieOf(user) });
const del = (user: TestUser | undefined, username: string) =>
  t.app.inject({ method: "DELETE", url: followUrl(username), headers: cookieOf(user) });

async function figures(username: string, viewer?: TestUser) {
  const response = await t.app.inject({
    url: `/api/profiles/${encodeURIComponent(username)}`,
    headers: cookieOf(viewer),
  });
  expect(response.statusCode, response.body).toBe(200);
  return publicProfileSchema.parse(response.json()).follows;
}

async function followingOf(user: TestUser) {
  const response = await t.app.inject({ url: "/api/me/following", headers: cookieOf(user) });
  expect(response.statusCode, response.body).toBe(200);
  return followingListSchema.parse(response.json());
}

async function followRows(followerId: string) {
  const [row] = await t.app.database.db
    .select({ n: count() })
    .from(follows)
    .where(eq(follows.followerId, followerId));
  return row!.n;
}

const setUser = (id: string, values: Partial<typeof users.$inferInsert>) =>
  t.app.database.db.update(users).set(values).where(eq(users.id, id));

describe("PUT and DELETE /api/me/following/:username", () => {
  it("follows and unfollows a typist, each as often as asked, and their profiles count it", async () => {
    const [ann, bob] = [await createUser(t.app), await createUser(t.app)];
    expect(await figures(bob.username, ann)).toEqual({
      followers: 0,
      following: 0,
      viewerFollows: false,
    });

    for (const name of [bob.username, bob.username.toUpperCase()]) {
      const response = await put(ann, name);
      expect(response.statusCode, response.body).toBe(204);
      expect(response.body).toBe("");
    }
    expect(await followRows(ann.id)).toBe(1);
    expect(await figures(bob.username, ann)).toEqual({
      followers: 1,
      following: 0,
      viewerFollows: true,
    });
    // Signed out, and for their own profile, no one follows.
    expect(await figures(bob.username)).toMatchObject({ followers: 1, viewerFollows: false });
    expect(await figures(ann.username, ann)).toEqual({
      followers: 0,
      following: 1,
      viewerFollows: false,
    });

    for (let i = 0; i < 2; i++) expect((await del(ann, bob.username)).statusCode).toBe(204);
    expect(await followRows(ann.id)).toBe(0);
    expect(await figures(bob.username, ann)).toEqual({
      followers: 0,
      following: 0,
      viewerFollows: false,
    });
  });

  it("refuses following oneself with a clear 422 and stores nothing, private or not", async () => {
    const ann = await createUser(t.app);
    for (const profilePrivate of [false, true]) {
      await setUser(ann.id, { profilePrivate });
      const response = await put(ann, ann.username.toUpperCase());
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: "own-profile",
        message: FOLLOW_MESSAGES.self,
      });
    }
    expect(await followRows(ann.id)).toBe(0);
  });

  it("answers a private, banned or unknown typist as their profile does; anyone may still be unfollowed", async () => {
    const [ann, hidden, banned, later] = [
      await createUser(t.app),
      await createUser(t.app),
      await createUser(t.app),
      await createUser(t.app),
    ];
    await setUser(hidden.id, { profilePrivate: true });
    await setUser(banned.id, { bannedAt: new Date() });
    const unknown = (await t.app.inject({ url: "/api/profiles/nobody_here" })).json();
    for (const name of [hidden.username, banned.username, "nobody_here"]) {
      const response = await put(ann, name);
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual(unknown);
    }
    expect(await followRows(ann.id)).toBe(0);

    // Followed while open, then made private: listed without a best, and unfollowed all the same.
    expect((await put(ann, later.username)).statusCode).toBe(204);
    await setUser(later.id, { profilePrivate: true });
    expect((await followingOf(ann)).typists).toEqual([
      expect.objectContaining({ username: later.username, isPublic: false, best: null }),
    ]);
    expect((await del(ann, later.username)).statusCode).toBe(204);
    expect((await followingOf(ann)).typists).toEqual([]);
    expect((await del(ann, "nobody_here")).statusCode).toBe(404);
  });

  it(`stops at ${FOLLOW_LIMIT} typists with a clear 409, and follows again once one is dropped`, async () => {
    const [ann, bob] = [await createUser(t.app), await createUser(t.app)];
    const { db } = t.app.database;
    const ids = Array.from({ length: FOLLOW_LIMIT }, (_, i) => `cap${i}`);
    await db
      .insert(users)
      .values(ids.map((id) => ({ id, email: `${id}@example.com`, username: id })));
    await db.insert(follows).values(ids.map((followeeId) => ({ followerId: ann.id, followeeId })));

    const refused = await put(ann, bob.username);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "follow-limit", message: FOLLOW_MESSAGES.limit });
    // Following someone already followed changes nothing, so it is no refusal.
    expect((await put(ann, "cap0")).statusCode).toBe(204);
    expect(await followRows(ann.id)).toBe(FOLLOW_LIMIT);

    expect((await del(ann, "cap0")).statusCode).toBe(204);
    expect((await put(ann, bob.username)).statusCode).toBe(204);
    expect(await followRows(ann.id)).toBe(FOLLOW_LIMIT);
    expect((await followingOf(ann)).typists).toHaveLength(FOLLOW_LIMIT);
  });

  it("never lets two follows at once pass the limit together", async () => {
    const ann = await createUser(t.app);
    const { db } = t.app.database;
    const ids = Array.from({ length: FOLLOW_LIMIT + 1 }, (_, i) => `race${i}`);
    await db
      .insert(users)
      .values(ids.map((id) => ({ id, email: `${id}@example.com`, username: id })));
    await db
      .insert(follows)
      .values(ids.slice(2).map((followeeId) => ({ followerId: ann.id, followeeId })));
    const answers = await Promise.all([put(ann, "race0"), put(ann, "race1")]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
    expect(await followRows(ann.id)).toBe(FOLLOW_LIMIT);
  });

  it("refuses a body that says JSON and is none with a 400, and changes nothing", async () => {
    const [ann, bob] = [await createUser(t.app), await createUser(t.app)];
    const send = (method: "PUT" | "DELETE", payload: string) =>
      t.app.inject({
        method,
        url: followUrl(bob.username),
        headers: { cookie: ann.cookie, "content-type": "application/json" },
        payload,
      });
    for (const payload of ["", "[", "{x"]) {
      const refused = await send("PUT", payload);
      expect(refused.statusCode, payload).toBe(400);
      expect(refused.json().message, payload).toMatch(/\S/);
    }
    expect(await followRows(ann.id)).toBe(0);
    expect((await put(ann, bob.username)).statusCode).toBe(204);
    expect((await send("DELETE", "")).statusCode).toBe(400);
    expect(await followRows(ann.id)).toBe(1);
  });

  it("answers 401 signed out and changes nothing", async () => {
    const bob = await createUser(t.app);
    expect((await put(undefined, bob.username)).statusCode).toBe(401);
    expect((await del(undefined, bob.username)).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/me/following" })).statusCode).toBe(401);
    expect(await figures(bob.username)).toMatchObject({ followers: 0 });
  });

  it("answers hostile names with a 400 or 404, never a 500", async () => {
    const ann = await createUser(t.app);
    for (const name of ["%00", "a".repeat(101), "' or 1=1 --", "%F0%9F%98%80", "..%2F..%2Fetc"]) {
      const response = await t.app.inject({
        method: "PUT",
        url: `/api/me/following/${name}`,
        headers: { cookie: ann.cookie },
      });
      // A name longer than any path parameter may be is refused before routing (414).
      expect([400, 404, 414], name).toContain(response.statusCode);
      expect(response.json().message, name).toBeTruthy();
    }
    expect(await followRows(ann.id)).toBe(0);
  });

  it(`allows ${FOLLOWS_PER_MINUTE} follows a minute per account, and as many unfollows`, async () => {
    const [ann, bob, cy] = [
      await createUser(t.app),
      await createUser(t.app),
      await createUser(t.app),
    ];
    for (let i = 0; i < FOLLOWS_PER_MINUTE; i++) {
      expect((await put(ann, bob.username)).statusCode).toBe(204);
    }
    const refused = await put(ann, bob.username);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many follows and unfollows in a minute\./);
    // Counted per account, and unfollows apart.
    expect((await put(cy, bob.username)).statusCode).toBe(204);
    expect((await del(ann, bob.username)).statusCode).toBe(204);
  });

  it("goes with either account when it is deleted", async () => {
    const [ann, bob, cy] = [
      await createUser(t.app),
      await createUser(t.app),
      await createUser(t.app),
    ];
    await put(ann, bob.username);
    await put(bob, cy.username);
    await t.app.database.db.delete(users).where(eq(users.id, bob.id));
    const left = await t.app.database.db
      .select()
      .from(follows)
      .where(sql`${follows.followerId} = ${bob.id} or ${follows.followeeId} = ${bob.id}`);
    expect(left).toEqual([]);
    expect(await figures(cy.username)).toMatchObject({ followers: 0 });
  });
});

describe("GET /api/me/following", () => {
  it("lists whom the typist follows, newest ranked best first, then those without one", async () => {
    const ann = await createUser(t.app);
    const [bests] = [
      await seedResults(t.app, [
        timedResult(60, 1, "fl_bob", 80),
        timedResult(30, 5, "fl_bob", 70),
        timedResult(60, 3, "fl_cy", 90),
        // Slower than their best: never a best, however new.
        timedResult(60, 9, "fl_cy", 85),
        timedResult(60, 7, "fl_dee", 60, { board: "words:fr" }),
        timedResult(60, 8, "fl_eve", 99, { verification: "flagged" }),
        { ...timedResult(60, 10, "fl_fay", 120), mode: "300 Characters" },
      ]),
    ];
    await setUser("fl_cy", { resultsPrivate: true });
    for (const name of ["FL_EVE", "FL_BOB", "FL_CY", "FL_DEE", "FL_FAY"]) {
      expect((await put(ann, name)).statusCode).toBe(204);
    }
    const { typists, limit } = await followingOf(ann);
    expect(limit).toBe(FOLLOW_LIMIT);
    expect(typists.map((f) => [f.username, f.isPublic, f.best?.wpm ?? null])).toEqual([
      ["FL_DEE", true, 60],
      ["FL_BOB", true, 70],
      ["FL_CY", true, 90],
      // No ranked best: the one followed last first.
      ["FL_FAY", true, null],
      ["FL_EVE", true, null],
    ]);
    const bob30 = bests!.find((b) => b.userId === "fl_bob" && b.duration === 30)!;
    expect(typists[1]!.best).toEqual({
      board: "passages:en",
      mode: "30-seconds",
      difficulty: "medium",
      wpm: 70,
      accuracy: 95,
      resultId: bob30.id,
      createdAt: bob30.createdAt.toISOString(),
    });
    expect(typists[0]!.best).toMatchObject({ board: "words:fr", mode: "1-minute" });
    expect(Date.parse(typists[0]!.followedAt)).not.toBeNaN();
  });

  it("is empty for a typist who follows no one, and part of their data export", async () => {
    const [ann, bob] = [await createUser(t.app), await createUser(t.app)];
    expect(await followingOf(ann)).toEqual({ typists: [], limit: FOLLOW_LIMIT });
    await put(ann, bob.username);
    const exported = await t.app.inject({ url: "/api/me/export", headers: cookieOf(ann) });
    expect(dataExportSchema.parse(exported.json()).following).toEqual([
      { username: bob.username, followedAt: expect.any(String) },
    ]);
  });

  it("is in the OpenAPI document with the follow routes", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json();
    expect(doc.paths["/api/me/following"].get).toBeDefined();
    expect(doc.paths["/api/me/following/{username}"].put).toBeDefined();
    expect(doc.paths["/api/me/following/{username}"].delete).toBeDefined();
  });
});
