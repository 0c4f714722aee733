import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountSettingsResponseSchema } from "../../core/api/settings.ts";
import { userSettings } from "../db/schema.ts";
import { SETTINGS_SAVES_PER_MINUTE } from "./settings-routes.ts";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
});
afterAll(() => t.close());

const NORD = {
  theme: "nord",
  fontSize: "x-large",
  caret: "block",
  smoothCaret: true,
  mistakes: "highlight",
  liveStats: false,
  stopOnError: "word",
  focusMode: true,
  onScreenKeyboard: true,
  paceCaret: "average",
  paceCaretWpm: 95,
} as const;

const read = (user?: TestUser) =>
  t.app.inject({
    url: "/api/account/settings",
    headers: user ? { cookie: user.cookie } : {},
  });

const save = (payload: unknown, user?: TestUser, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "PUT",
    url: "/api/account/settings",
    headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
    payload: payload as object,
  });

describe("GET and PUT /api/account/settings", () => {
  it("gives null before the first save, then the saved document, to this user only", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    expect((await read(user)).json()).toEqual({ settings: null });

    const saved = await save(NORD, user);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ settings: NORD });

    const exported = await t.app.inject({
      url: "/api/me/export",
      headers: { cookie: user.cookie },
    });
    expect(exported.json().settings).toEqual(NORD);

    const again = await read(user);
    expect(again.statusCode).toBe(200);
    expect(again.headers["cache-control"]).toBe("no-store");
    expect(accountSettingsResponseSchema.parse(again.json())).toEqual({ settings: NORD });
    expect((await read(other)).json()).toEqual({ settings: null });

    const changed = { ...NORD, theme: "sepia", liveStats: true };
    expect((await save(changed, user)).statusCode).toBe(200);
    expect((await read(user)).json()).toEqual({ settings: changed });
  });

  it("takes a document from before the later settings with those off, and keeps each switch as sent", async () => {
    const user = await createUser(t.app);
    // The six settings there were before stop on error, focus mode, the keyboard and the pace.
    const older = {
      theme: "nord",
      fontSize: "x-large",
      caret: "block",
      smoothCaret: true,
      mistakes: "highlight",
      liveStats: false,
    };
    const saved = await save(older, user);
    expect(saved.statusCode, saved.body).toBe(200);
    const withDefaults = {
      ...older,
      stopOnError: "off",
      focusMode: false,
      onScreenKeyboard: false,
      paceCaret: "off",
      paceCaretWpm: 60,
    };
    expect(saved.json()).toEqual({ settings: withDefaults });
    expect((await read(user)).json()).toEqual({ settings: withDefaults });

    expect((await save({ ...NORD, onScreenKeyboard: false }, user)).statusCode).toBe(200);
    expect((await read(user)).json().settings.onScreenKeyboard).toBe(false);
    expect((await save(NORD, user)).statusCode).toBe(200);
    expect((await read(user)).json().settings.onScreenKeyboard).toBe(true);
  });

  it("refuses an invalid document with 400 and keeps the saved one", async () => {
    const user = await createUser(t.app);
    await save(NORD, user);
    const invalid: unknown[] = [
      { ...NORD, theme: "neon" },
      { ...NORD, fontSize: 48 },
      { ...NORD, smoothCaret: "yes" },
      { ...NORD, onScreenKeyboard: "on" },
      { ...NORD, paceCaret: "ghost" },
      { ...NORD, paceCaretWpm: 1000 },
      { ...NORD, extra: 1 },
      { theme: "dark" },
      [NORD],
    ];
    for (const payload of invalid) {
      const response = await save(payload, user);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const json = { "content-type": "application/json" };
    expect((await save('"dark"', user, json)).statusCode).toBe(400);
    expect((await save("{", user, json)).statusCode).toBe(400);
    const huge = await save({ ...NORD, theme: "x".repeat(5000) }, user);
    expect(huge.statusCode).toBe(413);
    expect((await read(user)).json()).toEqual({ settings: NORD });
  });

  it("answers 401 when signed out and saves nothing", async () => {
    const before = await t.app.database.db.select().from(userSettings);
    expect((await read()).statusCode).toBe(401);
    const response = await save(NORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await t.app.database.db.select().from(userSettings)).toHaveLength(before.length);
  });

  it("refuses a change sent from another site's page", async () => {
    const user = await createUser(t.app);
    const response = await save(NORD, user, { "sec-fetch-site": "cross-site" });
    expect(response.statusCode).toBe(403);
    expect((await read(user)).json()).toEqual({ settings: null });
  });

  it("reads a stored document leniently and goes with the deleted account", async () => {
    const user = await createUser(t.app);
    await t.app.database.db
      .insert(userSettings)
      .values({ userId: user.id, settings: { ...NORD, caret: "sideways", retired: true } });
    expect((await read(user)).json()).toEqual({ settings: { ...NORD, caret: "line" } });

    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/me",
      headers: { cookie: user.cookie },
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      await t.app.database.db.select().from(userSettings).where(eq(userSettings.userId, user.id)),
    ).toEqual([]);
  });

  it("refuses saves past the limit per account with 429, counting each account apart", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    for (let i = 0; i < SETTINGS_SAVES_PER_MINUTE; i++) {
      const theme = i % 2 === 0 ? "sepia" : "forest";
      expect((await save({ ...NORD, theme }, user)).statusCode).toBe(200);
    }
    const refused = await save(NORD, user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many settings saves in a minute\. Please try/);
    // The last save that passed stays; reading is not limited; another account saves freely.
    expect((await read(user)).json()).toEqual({ settings: { ...NORD, theme: "forest" } });
    expect((await save(NORD, other)).statusCode).toBe(200);
  });

  it("is in the OpenAPI document", async () => {
    const document = (await t.app.inject({ url: "/api/openapi.json" })).json();
    expect(Object.keys(document.paths["/api/account/settings"]).sort()).toEqual(["get", "put"]);
  });
});

describe("PUT /api/account/privacy", () => {
  const setPrivacy = (payload: unknown, user?: TestUser) =>
    t.app.inject({
      method: "PUT",
      url: "/api/account/privacy",
      headers: user ? { cookie: user.cookie } : {},
      payload: payload as object,
    });
  const profile = async (user: TestUser) =>
    (await t.app.inject({ url: "/api/me/profile", headers: { cookie: user.cookie } })).json().user;

  it("keeps a user's results private and opens them again, shown on the profile and in the export", async () => {
    const user = await createUser(t.app);
    expect((await profile(user)).resultsPrivate).toBe(false);
    const made = await setPrivacy({ resultsPrivate: true }, user);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toEqual({ resultsPrivate: true });
    expect((await profile(user)).resultsPrivate).toBe(true);
    const exported = await t.app.inject({
      url: "/api/me/export",
      headers: { cookie: user.cookie },
    });
    expect(exported.json().user.resultsPrivate).toBe(true);
    expect((await setPrivacy({ resultsPrivate: false }, user)).json()).toEqual({
      resultsPrivate: false,
    });
    expect((await profile(user)).resultsPrivate).toBe(false);
  });

  it("refuses anything but the one flag with 400, and a signed-out request with 401, changing nothing", async () => {
    const user = await createUser(t.app);
    for (const body of [{}, { resultsPrivate: "yes" }, { resultsPrivate: true, more: 1 }, []]) {
      expect((await setPrivacy(body, user)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await setPrivacy({ resultsPrivate: true })).statusCode).toBe(401);
    expect((await profile(user)).resultsPrivate).toBe(false);
  });
});
