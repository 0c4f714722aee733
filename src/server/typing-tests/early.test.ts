import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_FOUND_PATH, PAGES } from "../../core/site/route-catalog.ts";
import { EARLY_TEST_SLOT } from "../../core/typing/early-test-slot.ts";
import type { EarlyTest } from "../../core/typing/early-test.ts";
import { createVerifiedUser } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { TestClock, timedSubmission } from "../../../tests/support/typing.ts";
import { COPY_MARK } from "../../core/site/offline-copy.ts";

/** A stand-in for the built pages: each has the early test's slot, as the test pages do. */
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "tt-early-"));
const page = (pagePath: string) =>
  `<!doctype html><html><head><link rel="stylesheet" href="/assets/root-abc.css"/></head><body><h1>${pagePath}</h1><div class="card" ${EARLY_TEST_SLOT}</body></html>`;
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  for (const pagePath of [...PAGES.map((p) => p.path), NOT_FOUND_PATH]) {
    const file = path.join(
      webRoot,
      pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`,
    );
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page(pagePath));
  }
  t = await createTestApp({ WEB_ROOT: webRoot }, { now: clock.now });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, userAgent = BROWSER) =>
  t.app.inject({ url, headers: { "user-agent": userAgent } });

function earlyTestOf(html: string): EarlyTest {
  const json = /<script type="application\/json" id="tt-early-test">(.*?)<\/script>/.exec(html);
  expect(json).not.toBeNull();
  return JSON.parse(json![1]!) as EarlyTest;
}

describe("a typing page sent with its test", () => {
  it("holds a passage, its box, the test and the script that records keys, kept by no cache", async () => {
    const response = await get("/1-minute");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers.etag).toBeUndefined();
    const html = response.body;
    const test = earlyTestOf(html);
    expect(test).toMatchObject({ mode: "1-minute", difficulty: "medium", issuedAt: clock.now() });
    expect(test.passages).toHaveLength(1);
    expect(html).toContain(`<span class="tt-todo">`);
    expect(html).toContain('<textarea id="tt-early-box" aria-label="Type the passage here"');
    // Written inside the slot, which stays one element.
    expect(html).toMatch(
      /<div class="card" data-early=""><div class="space-y-4">.*<\/script><\/div><\/body>/s,
    );
    // The recording script is allowed by its hash; the stylesheet is asked for at once.
    const script = /<script>(\(function\(\)\{.*?)<\/script>/s.exec(html)![1]!;
    const hash = createHash("sha256").update(script).digest("base64");
    expect(response.headers["content-security-policy"]).toContain(`'sha256-${hash}'`);
    expect(response.headers.link).toBe("</assets/root-abc.css>; rel=preload; as=style");
  });

  it("is a new test on every request, and a character test has passages enough for its length", async () => {
    const [first, second] = await Promise.all([get("/300-characters"), get("/300-characters")]);
    const a = earlyTestOf(first.body);
    const b = earlyTestOf(second.body);
    expect(a.token).not.toBe(b.token);
    expect(a.passages.map((p) => p.text).join(" ").length).toBeGreaterThanOrEqual(300);
    expect(earlyTestOf((await get("/25-words")).body).mode).toBe("25 Words");
  });

  it("is not written for a crawler, nor into a page that types no served test, nor into the service worker's copy", async () => {
    const crawled = await get("/1-minute", "Mozilla/5.0 (compatible; Googlebot/2.1)");
    expect(crawled.body).toContain(EARLY_TEST_SLOT);
    expect(crawled.body).not.toContain("tt-early-test");
    expect(crawled.headers["cache-control"]).toBe("no-cache");
    const other = await get("/custom-length");
    expect(other.body).toContain(EARLY_TEST_SLOT);
    expect(other.body).not.toContain("tt-early-test");
    // Kept for offline use, its token would be stale by the time the copy is read.
    const copy = await get(`/1-minute?${COPY_MARK}`);
    expect(copy.statusCode).toBe(200);
    expect(copy.body).toContain(EARLY_TEST_SLOT);
    expect(copy.body).not.toContain("tt-early-test");
    expect((await get("/1-minute")).body).toContain("tt-early-test");
  });

  it("has a token that saves the typist's result verified, bound to who saves it", async () => {
    const user = await createVerifiedUser(t.app);
    const test = earlyTestOf((await get("/30-seconds")).body);
    clock.advance(31_000);
    const text = test.passages[0]!.text;
    const payload = timedSubmission(
      test.token,
      { mode: "30-seconds", difficulty: "medium", seconds: 30 },
      text,
      text.slice(0, 150),
    );
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/results",
      payload,
      headers: { cookie: user.cookie },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ verification: "verified", flags: [] });
    const other = await createVerifiedUser(t.app);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/results",
      payload,
      headers: { cookie: other.cookie },
    });
    expect(again.statusCode).not.toBe(201);
  });
});

describe("tests written into pages, counted", () => {
  it("stops at the address's share of tests started in a minute, and the page then asks for its test as before", async () => {
    const limited = await createTestApp({ WEB_ROOT: webRoot, TESTS_RATE_LIMIT_MAX: "2" });
    try {
      const load = (remoteAddress: string) =>
        limited.app.inject({ url: "/1-minute", remoteAddress, headers: { "user-agent": BROWSER } });
      for (let i = 0; i < 2; i++) {
        expect((await load("203.0.113.7")).body).toContain("tt-early-test");
      }
      const past = await load("203.0.113.7");
      expect(past.statusCode).toBe(200);
      expect(past.body).toContain(EARLY_TEST_SLOT);
      expect(past.body).not.toContain("tt-early-test");
      // Another address has its own share.
      expect((await load("203.0.113.8")).body).toContain("tt-early-test");
    } finally {
      await limited.close();
    }
  });
});
