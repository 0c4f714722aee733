import { loadImage } from "@napi-rs/canvas";
import { eq } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicProfileSchema } from "../../core/api/public-profile.ts";
import { PUBLIC_PROFILE_MESSAGES } from "../../core/account/public-profile-fields.ts";
import { NOT_FOUND_PATH, PAGES } from "../../core/site/route-catalog.ts";
import { testResults, users } from "../db/schema.ts";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { saveRankedResult } from "../../../tests/support/moderation.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { TestClock } from "../../../tests/support/typing.ts";
import { NO_PUBLIC_PROFILE } from "./repository.ts";

/** A stand-in for the built front end: every prerendered page, and the single-page fallback. */
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "tt-profiles-"));
const FALLBACK = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body>app</body></html>`;

const clock = new TestClock();
let t: TestApp;
let stranger: TestUser;
beforeAll(async () => {
  for (const page of [...PAGES.map((p) => p.path), NOT_FOUND_PATH]) {
    const file = path.join(webRoot, page === "/" ? "index.html" : `${page.slice(1)}/index.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `<!DOCTYPE html><html><head></head><body>${page}</body></html>`);
  }
  fs.writeFileSync(path.join(webRoot, "__spa-fallback.html"), FALLBACK);
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000", WEB_ROOT: webRoot }, { now: clock.now });
  stranger = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const cookieOf = (user?: TestUser) => (user ? { cookie: user.cookie } : {});
const view = (username: string, user?: TestUser) =>
  t.app.inject({ url: `/api/profiles/${encodeURIComponent(username)}`, headers: cookieOf(user) });
const card = (username: string) => t.app.inject({ url: `/u/${username}/card.png` });
const page = (username: string, user?: TestUser) =>
  t.app.inject({ url: `/u/${encodeURIComponent(username)}`, headers: cookieOf(user) });

function putFields(user: TestUser, payload: unknown) {
  return t.app.inject({
    method: "PUT",
    url: "/api/account/profile",
    headers: { cookie: user.cookie },
    payload: payload as object,
  });
}

async function setFields(
  user: TestUser,
  fields: Partial<{ bio: string; keyboard: string; profilePrivate: boolean }>,
) {
  const response = await putFields(user, {
    bio: "",
    keyboard: "",
    profilePrivate: false,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The 404 a hidden profile answers, word for word the one of a name no one holds. */
async function expectHidden(username: string, viewer?: TestUser) {
  const response = await view(username, viewer);
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual((await view("nobody_here")).json());
  expect((await card(username)).statusCode).toBe(404);
  const html = await page(username, viewer);
  expect(html.statusCode).toBe(404);
  expect(html.body).toBe(FALLBACK);
}

describe("GET /api/profiles/:username", () => {
  it("shows anyone a typist's bio, totals, bests, activity and newest ranked results", async () => {
    const typist = await createUser(t.app);
    await setFields(typist, { bio: "  Touch typist since 2010.  ", keyboard: "Model M" });
    const first = await saveRankedResult(t.app, clock, typist, { seed: 1 });
    const second = await saveRankedResult(t.app, clock, typist, { seed: 2, typed: 200 });
    // Any letter case finds the typist; the name shows as they wrote it.
    for (const [name, viewer] of [
      [typist.username.toUpperCase(), undefined],
      [typist.username, stranger],
    ] as const) {
      const response = await view(name, viewer);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      const body = publicProfileSchema.parse(response.json());
      expect(body).toMatchObject({
        username: typist.username,
        bio: "Touch typist since 2010.",
        keyboard: "Model M",
        totals: { tests: 2, secondsTyped: 60 },
        resultsPrivate: false,
        races: { run: 0, wins: 0, bestWpm: null, recentAverageWpm: null },
        mine: false,
        isPublic: true,
      });
      expect(body.recentResults.map((r) => r.id)).toEqual([second.id, first.id]);
      expect(body.recentResults[0]).toMatchObject({ hasReplay: true, mode: "30-seconds" });
      expect(body.personalBests).toEqual([
        expect.objectContaining({ mode: "30-seconds", wpm: second.wpm, resultId: second.id }),
      ]);
      expect(body.activity).toEqual([{ day: second.createdAt.slice(0, 10), tests: 2 }]);
      expect(response.body).not.toContain(typist.email);
    }
    expect((await view(typist.username, typist)).json()).toMatchObject({ mine: true });
  });

  it("lists no results, nor links to them, for a typist who keeps their results private", async () => {
    const typist = await createUser(t.app);
    await saveRankedResult(t.app, clock, typist, { seed: 3 });
    await t.app.inject({
      method: "PUT",
      url: "/api/account/privacy",
      headers: { cookie: typist.cookie },
      payload: { resultsPrivate: true },
    });
    const body = publicProfileSchema.parse((await view(typist.username, stranger)).json());
    expect(body).toMatchObject({ resultsPrivate: true, recentResults: [] });
    expect(body.personalBests).toHaveLength(1);
    expect(body.personalBests[0]!.resultId).toBeNull();
  });

  it("leaves out a removed result and keeps a flagged one off the recent list", async () => {
    const typist = await createUser(t.app);
    const kept = await saveRankedResult(t.app, clock, typist, { seed: 4 });
    const flagged = await saveRankedResult(t.app, clock, typist, { seed: 5 });
    await t.app.database.db
      .update(testResults)
      .set({ verification: "flagged" })
      .where(eq(testResults.id, flagged.id));
    const body = publicProfileSchema.parse((await view(typist.username)).json());
    expect(body.recentResults.map((r) => r.id)).toEqual([kept.id]);
  });

  it("answers 404 to others for a private profile, the typist still sees it", async () => {
    const typist = await createUser(t.app);
    await setFields(typist, { profilePrivate: true, bio: "hidden" });
    await expectHidden(typist.username);
    await expectHidden(typist.username, stranger);
    const own = await view(typist.username, typist);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ mine: true, isPublic: false, bio: "hidden" });
    const ownPage = await page(typist.username, typist);
    expect(ownPage.statusCode).toBe(200);
    expect(ownPage.body).toBe(FALLBACK);

    await setFields(typist, { profilePrivate: false });
    expect((await view(typist.username, stranger)).statusCode).toBe(200);
  });

  it("answers 404 for a banned typist and a name no one holds", async () => {
    const banned = await createUser(t.app);
    await t.app.database.db
      .update(users)
      .set({ bannedAt: new Date(clock.now()) })
      .where(eq(users.id, banned.id));
    await expectHidden(banned.username, stranger);
    const unknown = await view("nobody_here");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "no-profile", message: NO_PUBLIC_PROFILE });
  });

  it("answers hostile names with a 400 or 404, never a 500", async () => {
    for (const name of [
      "%00",
      "a".repeat(101),
      "' or 1=1 --",
      "%F0%9F%98%80",
      "..%2F..",
      "a%2Fb",
    ]) {
      const api = await t.app.inject({ url: `/api/profiles/${name}` });
      expect([400, 404], `${name}: ${api.body}`).toContain(api.statusCode);
      expect([400, 404], name).toContain((await card(name)).statusCode);
      expect([400, 404], name).toContain((await t.app.inject({ url: `/u/${name}` })).statusCode);
    }
  });
});

describe("PUT /api/account/profile", () => {
  it("saves the trimmed bio and keyboard, shown on /api/me/profile", async () => {
    const typist = await createUser(t.app);
    expect(await setFields(typist, { bio: " hi ", keyboard: " HHKB " })).toEqual({
      bio: "hi",
      keyboard: "HHKB",
      profilePrivate: false,
    });
    const me = await t.app.inject({ url: "/api/me/profile", headers: { cookie: typist.cookie } });
    expect(me.json().user).toMatchObject({ bio: "hi", keyboard: "HHKB", profilePrivate: false });
  });

  it("refuses too long or invisible text and wrong shapes with a clear 400", async () => {
    const typist = await createUser(t.app);
    const cases: [unknown, string][] = [
      [
        { bio: "a".repeat(161), keyboard: "", profilePrivate: false },
        PUBLIC_PROFILE_MESSAGES.bioTooLong,
      ],
      [
        { bio: "", keyboard: "k".repeat(61), profilePrivate: false },
        PUBLIC_PROFILE_MESSAGES.keyboardTooLong,
      ],
      [
        { bio: "two\nlines", keyboard: "", profilePrivate: false },
        PUBLIC_PROFILE_MESSAGES.invisible,
      ],
      [{ bio: "", keyboard: "", profilePrivate: "yes" }, ""],
      [{ bio: "", keyboard: "" }, ""],
      [{ bio: "", keyboard: "", profilePrivate: false, role: "admin" }, ""],
    ];
    for (const [payload, message] of cases) {
      const response = await putFields(typist, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ error: "Bad Request" });
      if (message) expect(response.json().message).toContain(message);
    }
    // A bio at its length, in characters rather than UTF-16 units, is taken.
    expect((await setFields(typist, { bio: "😀".repeat(160) })).bio).toHaveLength(320);
  });

  it("answers 401 when signed out", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/account/profile",
      payload: { bio: "", keyboard: "", profilePrivate: false },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("the profile's picture and head", () => {
  it("draws a 1200×630 PNG and writes the title, description and picture into the page", async () => {
    const typist = await createUser(t.app);
    const saved = await saveRankedResult(t.app, clock, typist, { seed: 6 });
    const picture = await card(typist.username);
    expect(picture.statusCode, picture.body).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/png");
    const image = await loadImage(picture.rawPayload);
    expect([image.width, image.height]).toEqual([1200, 630]);

    const html = await page(typist.username);
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain(
      `<title data-server-head>${typist.username}&#39;s typing profile | TypeTempo</title>`,
    );
    expect(html.body).toContain(`up to ${saved.wpm} WPM`);
    expect(html.body).toContain(`/u/${typist.username}/card.png`);
  });

  it("is in the OpenAPI document; the picture is not", async () => {
    const document = (await t.app.inject({ url: "/api/openapi.json" })).json();
    expect(Object.keys(document.paths["/api/profiles/{username}"])).toEqual(["get"]);
    expect(Object.keys(document.paths["/api/account/profile"])).toEqual(["put"]);
  });
});
