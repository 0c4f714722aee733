import { loadImage } from "@napi-rs/canvas";
import { eq } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicResultSchema } from "../../core/api/public-result.ts";
import { NOT_FOUND_PATH, PAGES } from "../../core/site/route-catalog.ts";
import { testResults, users } from "../db/schema.ts";
import { createUser, type TestUser } from "../../../tests/support/accounts.ts";
import { saveRankedResult } from "../../../tests/support/moderation.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { TestClock } from "../../../tests/support/typing.ts";
import { CARDS_PER_MINUTE } from "./public-routes.ts";

/** A stand-in for the built front end: every prerendered page, and the single-page fallback. */
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "tt-shared-"));
const FALLBACK = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script>window.x = 1;</script></head><body><div role="status">Loading TypeTempo…</div></body></html>`;

const clock = new TestClock();
let t: TestApp;
let typist: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  for (const page of [...PAGES.map((p) => p.path), NOT_FOUND_PATH]) {
    const file = path.join(webRoot, page === "/" ? "index.html" : `${page.slice(1)}/index.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `<!DOCTYPE html><html><head></head><body>${page}</body></html>`);
  }
  fs.writeFileSync(path.join(webRoot, "__spa-fallback.html"), FALLBACK);
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000", WEB_ROOT: webRoot }, { now: clock.now });
  typist = await createUser(t.app);
  stranger = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const cookieOf = (user?: TestUser) => (user ? { cookie: user.cookie } : {});
const view = (id: number | string, user?: TestUser) =>
  t.app.inject({ url: `/api/results/${id}`, headers: cookieOf(user) });
const card = (id: number | string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/results/${id}/card.png`, headers });
const page = (id: number | string, user?: TestUser) =>
  t.app.inject({ url: `/results/${id}`, headers: cookieOf(user) });

async function setPrivate(user: TestUser, resultsPrivate: boolean) {
  const response = await t.app.inject({
    method: "PUT",
    url: "/api/account/privacy",
    headers: { cookie: user.cookie },
    payload: { resultsPrivate },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ resultsPrivate });
}

const setVerification = (id: number, verification: string) =>
  t.app.database.db.update(testResults).set({ verification }).where(eq(testResults.id, id));

/** The 404 every hidden result answers, word for word the one of an id that is no result. */
async function expectHidden(id: number, user?: TestUser) {
  const response = await view(id, user);
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual((await view(999_999_999)).json());
  expect((await card(id)).statusCode).toBe(404);
  const html = await page(id, user);
  expect(html.statusCode).toBe(404);
  expect(html.body).toBe((await page(999_999_999)).body);
}

describe("GET /api/results/:id", () => {
  it("shows anyone a saved result's typist, score, test and speed, never its text", async () => {
    const saved = await saveRankedResult(t.app, clock, typist);
    for (const viewer of [undefined, stranger]) {
      const response = await view(saved.id, viewer);
      expect(response.statusCode, response.body).toBe(200);
      const body = publicResultSchema.parse(response.json());
      expect(body).toMatchObject({
        id: saved.id,
        username: typist.username,
        wpm: saved.wpm,
        accuracy: saved.accuracy,
        mistakes: saved.mistakes,
        mode: "30-seconds",
        difficulty: "easy",
        duration: 30,
        createdAt: saved.createdAt,
        verification: "verified",
        stopOnError: "off",
        hasReplay: true,
        mine: false,
        isPublic: true,
      });
      expect(body.speed.length).toBeGreaterThan(0);
      expect(response.json()).not.toHaveProperty("rawText");
      expect(response.body).not.toContain(saved.rawText.slice(0, 40));
    }
    expect((await view(saved.id, typist)).json()).toMatchObject({ mine: true, isPublic: true });
  });

  it("shows a held or flagged result with its standing, its replay only to its typist", async () => {
    const saved = await saveRankedResult(t.app, clock, typist, { seed: 2 });
    for (const verification of ["pending", "flagged"]) {
      await setVerification(saved.id, verification);
      const seen = (await view(saved.id, stranger)).json();
      expect(seen).toMatchObject({ verification, hasReplay: false, isPublic: true });
      expect((await view(saved.id, typist)).json()).toMatchObject({ hasReplay: true, mine: true });
      expect((await card(saved.id)).statusCode).toBe(200);
    }
  });

  it("answers 404 to others, alike for each, for a removed result and a banned typist's", async () => {
    const removed = await saveRankedResult(t.app, clock, typist, { seed: 3 });
    await setVerification(removed.id, "removed");
    await expectHidden(removed.id);
    await expectHidden(removed.id, stranger);
    expect((await view(removed.id, typist)).json()).toMatchObject({ isPublic: false });

    const banned = await createUser(t.app);
    const flagged = await saveRankedResult(t.app, clock, banned, { seed: 4 });
    await setVerification(flagged.id, "flagged");
    await t.app.database.db
      .update(users)
      .set({ bannedAt: new Date(clock.now()) })
      .where(eq(users.id, banned.id));
    await expectHidden(flagged.id, stranger);
  });

  it("answers 404 for an unknown id and 400 for one that is not an id, never 500", async () => {
    const unknown = await view(999_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: "no-result",
      message: "There is no public result at this address.",
    });
    for (const id of ["abc", "0", "-3", "1.5", "99999999999999999999", "12abc"]) {
      expect((await view(id)).statusCode, id).toBe(400);
      expect((await card(id)).statusCode, id).toBe(400);
      expect((await page(id)).statusCode, id).toBe(404);
    }
  });

  it("is in the OpenAPI document; the picture is not", async () => {
    const document = (await t.app.inject({ url: "/api/openapi.json" })).json();
    expect(Object.keys(document.paths["/api/results/{id}"])).toEqual(["get"]);
    expect(Object.keys(document.paths["/api/account/privacy"])).toEqual(["put"]);
    expect(Object.keys(document.paths).some((p) => p.includes("card.png"))).toBe(false);
  });
});

describe("private results", () => {
  it("answer 404 to everyone but their typist, page and picture alike, until opened again", async () => {
    const owner = await createUser(t.app);
    const saved = await saveRankedResult(t.app, clock, owner, { seed: 5 });
    expect(saved.isPublic).toBe(true);
    await setPrivate(owner, true);
    await expectHidden(saved.id);
    await expectHidden(saved.id, stranger);
    const own = await view(saved.id, owner);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ mine: true, isPublic: false, hasReplay: true });
    const ownPage = await page(saved.id, owner);
    expect(ownPage.statusCode).toBe(200);
    expect(ownPage.body).toBe(FALLBACK);
    // A result saved while private says so in the save's answer.
    expect((await saveRankedResult(t.app, clock, owner, { seed: 6 })).isPublic).toBe(false);

    await setPrivate(owner, false);
    expect((await view(saved.id, stranger)).statusCode).toBe(200);
    expect((await card(saved.id)).statusCode).toBe(200);
  });
});

describe("GET /results/:id/card.png", () => {
  it("draws a 1200×630 PNG, cached by shared caches for a while, with a 304 for a current copy", async () => {
    const saved = await saveRankedResult(t.app, clock, typist, { seed: 7 });
    const started = performance.now();
    const response = await card(saved.id);
    const ms = performance.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toBe("public, max-age=600");
    expect(response.headers["content-encoding"]).toBeUndefined();
    const image = await loadImage(response.rawPayload);
    expect([image.width, image.height]).toEqual([1200, 630]);
    // Drawn on the server, so it is worth knowing how long one takes (not a limit: timings vary).
    console.info(`result card: ${ms.toFixed(0)} ms, ${response.rawPayload.length} bytes`);

    const etag = String(response.headers.etag);
    const again = await card(saved.id, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another result's picture differs, and so does its tag.
    const other = await card((await saveRankedResult(t.app, clock, stranger, { seed: 8 })).id, {
      "if-none-match": etag,
    });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(response.rawPayload)).toBe(false);
  });

  it(`draws ${CARDS_PER_MINUTE} pictures a minute for one address, then answers 429`, async () => {
    const from = (url: string) => t.app.inject({ url, remoteAddress: "203.0.113.9" });
    for (let i = 0; i < CARDS_PER_MINUTE; i++) {
      expect((await from("/results/abc/card.png")).statusCode).toBe(400);
    }
    const refused = await from("/results/1/card.png");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many result pictures in a minute/);
    expect((await card(1)).statusCode).not.toBe(429);
  });
});

describe("the result's page, as the server sends it", () => {
  it("carries the result's title, description and picture for link previews, which run no script", async () => {
    const named = await createUser(t.app);
    // Written into the HTML as text, whatever it holds.
    const shown = `Ann "A&B" <O'Neil>`;
    await t.app.database.db
      .update(users)
      .set({ displayUsername: shown })
      .where(eq(users.id, named.id));
    const saved = await saveRankedResult(t.app, clock, named, { seed: 9 });
    const response = await page(saved.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = response.body;
    const meta = (key: string) =>
      new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" data-server-head/>`).exec(
        html,
      )?.[1];
    const name = "Ann &quot;A&amp;B&quot; &lt;O&#39;Neil&gt;";
    expect(html).toContain(
      `<title data-server-head>${name} typed ${saved.wpm} WPM | TypeTempo</title>`,
    );
    expect(meta("og:title")).toBe(`${name} typed ${saved.wpm} WPM | TypeTempo`);
    expect(meta("og:description")).toBe(
      `${saved.wpm} WPM at ${saved.accuracy}% accuracy (30 Seconds · Easy). Can you beat it?`,
    );
    expect(meta("og:image")).toMatch(new RegExp(`^https?://[^/]+/results/${saved.id}/card\\.png$`));
    expect(meta("og:url")).toMatch(new RegExp(`^https?://[^/]+/results/${saved.id}$`));
    expect(meta("twitter:card")).toBe("summary_large_image");
    expect(meta("og:image:width")).toBe("1200");
    expect(meta("robots")).toBe("noindex");
    // The tags close the head; the page's scripts and their allowance are unchanged.
    expect(html.replace(/<title data-server-head>.*<\/head>/, "</head>")).toBe(FALLBACK);
    const fallback = await t.app.inject({ url: "/replay/1" });
    expect(response.headers["content-security-policy"]).toBe(
      fallback.headers["content-security-policy"],
    );

    const brotli = await t.app.inject({
      url: `/results/${saved.id}`,
      headers: { "accept-encoding": "br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
  });
});
