import { type BrowserContext, type Page, expect, test } from "@playwright/test";
import { historyPageSchema } from "../../src/core/api/results.ts";
import { APP_ICONS } from "../../src/core/site/app-manifest.ts";
import { FALLBACK_PASSAGES } from "../../src/core/typing/fallback-passages.ts";
import { WAITING_TO_SAVE_OFFLINE } from "../../src/core/typing/save-outbox.ts";
import { newUser, signUpVerifiedByApi } from "./account-helpers.ts";
import { waitForHydration, watchPageErrors } from "./fixtures.ts";
import { typeToEnd } from "./typing-helpers.ts";

/**
 * The installable, offline site (docs/decisions/0017-offline-with-workbox-and-no-forced-update.md):
 * Chromium's own installability check, every kind of test and practice after one online visit,
 * a signed-in typist's test started offline saved unranked once back online, and a new version
 * that waits for the next visit rather than disturb a test.
 */

// The other specs block service workers (playwright.config.ts); these test the site's own.
test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 60_000 });

const passage = (page: Page) => page.locator("#passage-text");
const typingBox = (page: Page) => page.getByLabel("Type the passage here");
/** A passage as shown (a word test's is cut to its words) is from the built-in ones. */
const isBuiltIn = (shown: string) =>
  shown.length > 0 && FALLBACK_PASSAGES.some(({ text }) => text.startsWith(shown.slice(0, 40)));

/** Waits until the worker, registered once the page is idle, is installed and active. */
async function workerActive(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state ?? "none";
        }),
      { timeout: 20_000 },
    )
    .toBe("activated");
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** Opens `path` once online and again once its worker is active, which then controls it. */
async function openControlled(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await workerActive(page);
  await page.goto(path);
  await waitForHydration(page);
  expect(await controlled(page)).toBe(true);
}

/** The paths of the requests that failed for want of a network, the worker's included. */
function failedRequests(context: BrowserContext): string[] {
  const failed: string[] = [];
  context.on("requestfailed", (request) => failed.push(new URL(request.url()).pathname));
  return failed;
}

test("Chromium finds the site installable: its manifest parses, and nothing is missing", async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.goto("/");
  await waitForHydration(page);
  await workerActive(page);

  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send("Page.getAppManifest");
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? "{}")).toMatchObject({ display: "standalone" });
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);
  errors();
});

test("the worker and the manifest are served with their types, the worker never kept", async ({
  request,
}) => {
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toMatch(/^(application|text)\/javascript/);
  expect(worker.headers()["cache-control"]).toBe("no-cache");

  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  expect(manifest.headers()["cache-control"]).toBe("no-cache");
  for (const icon of APP_ICONS) {
    const png = await request.get(icon.path);
    expect(png.status(), icon.path).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
  }
});

test("after one visit every kind of test and practice open offline, and a test is typed to its result", async ({
  page,
  context,
}) => {
  await page.goto("/30-seconds");
  await waitForHydration(page);
  await workerActive(page);
  const failed = failedRequests(context);
  await context.setOffline(true);

  // Pages the typist never opened come from the worker's copy: its try of the network failed.
  const response = await page.goto("/300-characters");
  expect(response?.fromServiceWorker()).toBe(true);
  expect(failed).toContain("/300-characters");
  await waitForHydration(page);
  const text = (await passage(page).textContent()) ?? "";
  expect(isBuiltIn(text)).toBe(true);
  await typeToEnd(page, text);
  await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
  // Begun without the server, it has no token to be saved with, and says so.
  await expect(page.getByTestId("save-status")).toHaveText(
    "This result cannot be saved: the test started while TypeTempo's server could not be reached.",
  );

  for (const path of ["/1-minute", "/10-words", "/custom-length", "/2000-characters"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(typingBox(page), path).toBeVisible();
    expect(isBuiltIn((await passage(page).textContent()) ?? ""), path).toBe(true);
  }

  // Moving within the site fetches the next page's route data, from the worker's copy too.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Weak Keys & Custom Text" })
    .click();
  await expect(page).toHaveURL(/\/practice$/);
  expect(failed).toContain("/practice.data");
  await page.getByRole("button", { name: "Custom text" }).click();
  await page.getByLabel("Your text").fill("offline practice still works");
  await page.getByRole("button", { name: "Start Practice" }).click();
  await typeToEnd(page, (await passage(page).textContent()) ?? "");
  await expect(page.getByRole("heading", { name: "Practice Results" })).toBeVisible();
});

/**
 * Types `text` key by key at about 70 WPM, the gaps between keys uneven as a person's are, so
 * the server finds nothing to flag in the rhythm.
 */
async function typeLikeAPerson(page: Page, text: string) {
  await typingBox(page).focus();
  for (const [i, char] of [...text].entries()) {
    await page.keyboard.type(char);
    await page.waitForTimeout(80 + ((i * 53) % 160));
  }
}

test("a signed-in typist's test started offline waits in the browser, then is saved to the history, unranked", async ({
  page,
  context,
}) => {
  await signUpVerifiedByApi(page.request, newUser("offline-start"));
  await openControlled(page, "/");
  await expect(page.getByTestId("outbox-notices")).toBeAttached();
  await context.setOffline(true);

  // A page opened offline, from the worker's copy, still knows who is signed in here.
  await page.goto("/10-words");
  await waitForHydration(page);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }),
  ).toBeVisible();
  const text = (await passage(page).textContent()) ?? "";
  expect(isBuiltIn(text)).toBe(true);
  await typeLikeAPerson(page, text);
  await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
  await expect(page.getByTestId("save-status")).toHaveText(WAITING_TO_SAVE_OFFLINE);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByTestId("waiting-saves"),
  ).toContainText("1 result waiting to be saved");

  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname === "/api/results",
  );
  await context.setOffline(false);
  expect((await saved).status()).toBe(201);
  await expect(page.getByTestId("save-status")).toHaveText(
    "Result saved to your profile. It is kept off the leaderboard: started offline.",
  );

  const { results, total } = historyPageSchema.parse(
    await (await page.request.get("/api/me/history")).json(),
  );
  expect(total).toBe(1);
  expect(results[0]).toMatchObject({
    mode: "10 Words",
    verification: "flagged",
    flags: ["offline"],
  });

  await page.goto("/profile");
  await waitForHydration(page);
  await expect(page.getByTestId("row-unranked")).toHaveText("Unranked: started offline");
});

/** The versions of the site's worker Chromium holds, by id, each with its state, kept current. */
async function workerVersions(page: Page): Promise<Map<string, string>> {
  const cdp = await page.context().newCDPSession(page);
  const versions = new Map<string, string>();
  cdp.on("ServiceWorker.workerVersionUpdated", ({ versions: updated }) => {
    for (const version of updated) versions.set(version.versionId, version.status);
  });
  await cdp.send("ServiceWorker.enable");
  return versions;
}

const activeVersion = (versions: Map<string, string>) =>
  [...versions].find(([, status]) => status === "activated")?.[0];

test("a new version found during a test waits: the test goes on undisturbed, the next page is the server's, and the next visit gets the new worker", async ({
  page,
  context,
}) => {
  await openControlled(page, "/300-characters");
  const versions = await workerVersions(page);
  await expect.poll(() => activeVersion(versions)).toBeDefined();
  const first = activeVersion(versions)!;
  await page.evaluate(() => {
    Object.assign(window, { controllerChanges: 0 });
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      (window as unknown as { controllerChanges: number }).controllerChanges += 1;
    });
  });
  const text = (await passage(page).textContent()) ?? "";
  await typingBox(page).focus();
  await page.keyboard.insertText(text.slice(0, 40));

  // A new version of the worker appears, as after a deploy: one of another address in the same
  // scope goes through the same steps as a changed sw.js, installed, then waiting.
  await page.evaluate(() => navigator.serviceWorker.register("/sw.js?version=next"));
  await expect.poll(() => [...versions.values()].filter((s) => s === "installed")).toHaveLength(1);

  // Nothing took the page over: the rest of the text ends the test begun before, in the same
  // document (a reload would have lost its count of changes), under the same worker.
  await typeToEnd(page, text.slice(40));
  await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
  const changes = () =>
    page.evaluate(() => (window as unknown as { controllerChanges: number }).controllerChanges);
  expect(await changes()).toBe(0);
  expect(activeVersion(versions)).toBe(first);

  // The next page is the server's, not the waiting or the old worker's copy, though the old
  // worker still answers it.
  await context.route(
    (url) => url.pathname === "/10-words" && url.search === "",
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        "<head>",
        '<head><meta name="deploy" content="next">',
      );
      await route.fulfill({ response, body: html });
    },
  );
  const response = await page.goto("/10-words");
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.locator('meta[name="deploy"]')).toHaveAttribute("content", "next");
  expect(activeVersion(versions)).toBe(first);

  // With no tab left on the old worker, the new one takes over for the next visit.
  await page.close();
  const next = await context.newPage();
  const nextVersions = await workerVersions(next);
  await next.goto("/30-seconds");
  await waitForHydration(next);
  expect(await next.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => nextVersions.get(first)).toBe("redundant");
  expect(activeVersion(nextVersions)).not.toBe(first);
});

test("a page the network is slow to send is shown from the worker's copy after a few seconds", async ({
  page,
  context,
}) => {
  await openControlled(page, "/30-seconds");
  // The network answers the page, but only after ten seconds.
  await context.route(
    (url) => url.pathname === "/1-minute" && url.search === "",
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      await route.continue().catch(() => {});
    },
  );
  const started = Date.now();
  await page.goto("/1-minute");
  // Not before the worker gave the network its three seconds, and long before the network's 10.
  const shownAfter = Date.now() - started;
  expect(shownAfter).toBeGreaterThanOrEqual(3_000);
  expect(shownAfter).toBeLessThan(8_000);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("1 Minute Typing Test");
});
