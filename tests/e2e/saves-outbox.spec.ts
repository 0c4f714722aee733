import { type APIRequestContext, type Page, type Request, expect, test } from "@playwright/test";
import { historyPageSchema } from "../../src/core/api/results.ts";
import { leaderboardResponseSchema } from "../../src/core/api/leaderboard.ts";
import { type E2eUser, newUser, signInByApi, signUpVerifiedByApi } from "./account-helpers.ts";
import {
  SIXTY_WPM_TYPIST,
  backdateServedTests,
  pauseSoon,
  typeOnPausedClock,
} from "./clocked-typing.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import { waitForHydration } from "./fixtures.ts";

/**
 * product 'Saves that wait': a finished run is kept in the browser's outbox (IndexedDB) before
 * it is sent, and saved, once, whatever happens between the end of the test and the save:
 * offline, the server failing, the tab closed, another account signed in.
 */

test.describe.configure({ timeout: 120_000 });

const WAITING =
  "Not saved yet: kept in this browser, and saved as soon as TypeTempo can be reached.";

const saveLine = (page: Page) => page.getByTestId("save-status");
const indicator = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByTestId("waiting-saves");
const resultsApi = (url: URL) => url.pathname === "/api/results";
const isSave = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/results";

/**
 * Opens a half-minute test signed in, once the outbox of a signed-in page has loaded, with the
 * test's token dated earlier, so the half minute typed on the page's clock counts as passed.
 */
const prepared = new WeakSet<Page>();
async function openTest(page: Page) {
  if (!prepared.has(page)) {
    prepared.add(page);
    await page.clock.install();
    await backdateServedTests(page);
  }
  await page.goto("/30-seconds");
  await waitForHydration(page);
  await expect(page.getByTestId("outbox-notices")).toBeAttached();
  await pauseSoon(page);
}

/** Types the rest of the test from character `from`, to its end, and lets the clock run again. */
async function finishTest(page: Page, from = 0) {
  await typeOnPausedClock(page, { ...SIXTY_WPM_TYPIST, from });
  // A passage that ran out before the half minute: the clock ends the test.
  if (await page.getByLabel("Type the passage here").isVisible()) await page.clock.runFor(30_000);
  await page.clock.resume();
  await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
}

async function history(api: APIRequestContext) {
  return historyPageSchema.parse(await (await api.get("/api/me/history")).json());
}

async function rankedIds(page: Page): Promise<number[]> {
  const response = await page.request.get("/api/leaderboard?duration=30");
  return leaderboardResponseSchema.parse(await response.json()).rows.map((row) => row.resultId);
}

/** The accounts whose runs wait in this browser's outbox, read from IndexedDB. */
function waitingAccounts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open("typetempo");
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const read = opening.result
            .transaction("result-outbox")
            .objectStore("result-outbox")
            .getAll();
          read.onsuccess = () => {
            resolve((read.result as { userId: string }[]).map((entry) => entry.userId));
            opening.result.close();
          };
        };
      }),
  );
}

async function userId(page: Page): Promise<string> {
  const session = await (await page.request.get("/api/auth/get-session")).json();
  return session.user.id as string;
}

test("a test finished offline waits in the browser, then is saved and ranked once back online", async ({
  page,
  context,
}) => {
  await signUpVerifiedByApi(page.request, newUser("offline"));
  await openTest(page);
  // The results panel's code loads from the first key: it must be here before going offline.
  const panel = page.waitForResponse(/\/ResultsPanel-[\w-]+\.js$/);
  await typeOnPausedClock(page, { ...SIXTY_WPM_TYPIST, keys: 1 });
  await panel;
  await context.setOffline(true);
  await finishTest(page, 1);

  await expect(saveLine(page)).toHaveText(WAITING);
  await expect(indicator(page)).toContainText("1 result waiting to be saved");

  const saved = page.waitForResponse((response) => isSave(response.request()));
  await context.setOffline(false);
  expect((await saved).status()).toBe(201);
  await expect(saveLine(page)).toHaveText("Result saved to your profile");
  await expect(indicator(page)).toHaveCount(0);
  // Said by the panel that shows it: no notice says it again.
  await expect(page.getByTestId("outbox-notice")).toHaveCount(0);
  const { results, total } = await history(page.request);
  expect(total).toBe(1);
  expect(results[0]).toMatchObject({ verification: "verified", mode: "30-seconds" });
  expect(await rankedIds(page)).toContain(results[0]!.id);
});

test("a save the server fails is sent again on its own, and before the next test's, in the order typed", async ({
  page,
}) => {
  await signUpVerifiedByApi(page.request, newUser("down"));
  // The browser tests share one server, which cannot be stopped for one test: its answers are
  // replaced instead. The first save is answered 503, as a server restarting is, the second
  // finds no server at all; the others reach it.
  const answers: string[] = [];
  const tokens: string[] = [];
  await page.route(resultsApi, async (route) => {
    if (!isSave(route.request())) return route.fallback();
    answers.push(["503", "no server"][answers.length] ?? "server");
    tokens.push((route.request().postDataJSON() as { token: string }).token);
    if (answers.length === 1) {
      return route.fulfill({
        status: 503,
        json: { error: "Service Unavailable", message: "Starting up" },
      });
    }
    if (answers.length === 2) return route.abort("connectionrefused");
    return route.fallback();
  });
  await openTest(page);
  await finishTest(page);
  await expect(saveLine(page)).toHaveText(WAITING);
  await expect(indicator(page)).toContainText("1 result waiting to be saved");
  await expectNoViolations(page);

  // Five seconds on, the outbox tries again by itself, and finds no server.
  await expect.poll(() => answers.length, { timeout: 20_000 }).toBe(2);
  await expect(saveLine(page)).toHaveText(WAITING);

  // The server is back: the next test's save sends the one waiting first.
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByLabel("Type the passage here")).toBeFocused();
  await pauseSoon(page);
  await finishTest(page);
  await expect(saveLine(page)).toHaveText("Result saved to your profile");
  await expect(page.getByTestId("outbox-notice")).toContainText("1 result saved that was waiting");
  await expect(indicator(page)).toHaveCount(0);
  expect(answers).toEqual(["503", "no server", "server", "server"]);
  const [first, , , last] = tokens;
  expect(tokens).toEqual([first, first, first, last]);
  expect(last).not.toBe(first);
  const { results, total } = await history(page.request);
  expect(total).toBe(2);
  expect(results.map((result) => "verification" in result && result.verification)).toEqual([
    "verified",
    "verified",
  ]);
  // The board keeps each typist's best of the two.
  const ranked = await rankedIds(page);
  expect(results.filter((result) => ranked.includes(result.id))).toHaveLength(1);
});

test("a tab closed before its save was answered is saved from the outbox when the site opens again", async ({
  page,
  context,
}) => {
  await signUpVerifiedByApi(page.request, newUser("closed"));
  // The save is held, never answered, and its connection drops as the tab closes. (Sent on to a
  // silent server on another port instead, it met Chromium's check of requests to the loopback
  // address space, and a request still held as its page closes is sent on by Playwright.)
  let held: () => void;
  const sent = new Promise<void>((resolve) => (held = resolve));
  let release: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(resultsApi, async (route) => {
    if (!isSave(route.request())) return route.fallback();
    held();
    await released;
    await route.abort("connectionclosed").catch(() => {});
  });
  await openTest(page);
  await finishTest(page);
  await sent;
  await expect(saveLine(page)).toHaveText("Saving your result…");
  release!();
  await page.close();
  expect((await history(context.request)).total).toBe(0);

  const again = await context.newPage();
  const saved = again.waitForResponse((response) => isSave(response.request()));
  await again.goto("/");
  expect((await saved).status()).toBe(201);
  const { results, total } = await history(again.request);
  expect(total).toBe(1);
  await expect(again.getByTestId("outbox-notice")).toHaveText(
    `1 result saved that was waiting: ${results[0]!.wpm.toFixed(1)} WPM, 30 Seconds.`,
  );
  await expect(indicator(again)).toHaveCount(0);
  await expectNoViolations(again);
});

test("a save whose answer was lost is sent again and answered with the result stored the first time", async ({
  page,
}) => {
  await signUpVerifiedByApi(page.request, newUser("lost"));
  const answers: number[] = [];
  await page.route(resultsApi, async (route) => {
    if (!isSave(route.request())) return route.fallback();
    const response = await route.fetch();
    answers.push(response.status());
    // The server stored the first, and its answer is lost on the way back.
    if (answers.length === 1) return route.abort("connectionreset");
    return route.fulfill({ response });
  });
  await openTest(page);
  await finishTest(page);
  await expect(saveLine(page)).toHaveText(WAITING);
  // Five seconds on, the outbox sends it again.
  await expect(saveLine(page)).toHaveText("Result saved to your profile", { timeout: 20_000 });
  expect(answers).toEqual([201, 200]);
  expect((await history(page.request)).total).toBe(1);
});

test("another account signed in on the same browser leaves the first account's waiting run alone", async ({
  page,
  context,
}) => {
  const first: E2eUser = newUser("first");
  const second: E2eUser = newUser("second");
  await signUpVerifiedByApi(page.request, first);
  const firstId = await userId(page);
  // The server fails every save until the test lets them through.
  const failedTokens: string[] = [];
  const failing = async (route: Parameters<Parameters<Page["route"]>[1]>[0]) => {
    if (!isSave(route.request())) return route.fallback();
    failedTokens.push((route.request().postDataJSON() as { token: string }).token);
    return route.fulfill({ status: 503, json: { error: "Service Unavailable", message: "Down" } });
  };
  await page.route(resultsApi, failing);
  await openTest(page);
  await finishTest(page);
  await expect(saveLine(page)).toHaveText(WAITING);

  const firstToken = failedTokens[0];
  await context.clearCookies();
  const switched = failedTokens.length;
  await signUpVerifiedByApi(page.request, second);
  const secondId = await userId(page);
  await openTest(page);
  await finishTest(page);
  await expect(saveLine(page)).toHaveText(WAITING);
  // Only this account's run is counted, though the first's waits in the same browser.
  await expect(indicator(page)).toContainText("1 result waiting to be saved");
  expect((await waitingAccounts(page)).sort()).toEqual([firstId, secondId].sort());
  // The second account's own retry, five seconds on, fails too; its next is half a minute away.
  const secondToken = failedTokens.at(-1);
  await expect
    .poll(() => failedTokens.filter((token) => token === secondToken).length, { timeout: 20_000 })
    .toBe(2);

  await page.unroute(resultsApi, failing);
  const tokens: string[] = [];
  page.on("request", (request) => {
    if (isSave(request)) tokens.push((request.postDataJSON() as { token: string }).token);
  });
  await indicator(page).getByRole("button", { name: "Save now" }).click();
  await expect(saveLine(page)).toHaveText("Result saved to your profile");
  await expect(indicator(page)).toHaveCount(0);
  expect(tokens).toEqual([secondToken]);
  // Nothing of the first account's was sent while the second was signed in.
  expect(failedTokens.slice(switched)).not.toContain(firstToken);
  expect(await waitingAccounts(page)).toEqual([firstId]);
  expect((await history(page.request)).total).toBe(1);

  // The first account signs in again here: its run is sent as the page loads.
  await context.clearCookies();
  await signInByApi(page.request, first);
  const saved = page.waitForResponse((response) => isSave(response.request()));
  await page.goto("/profile");
  expect((await saved).status()).toBe(201);
  expect(tokens).toEqual([secondToken, firstToken]);
  await expect(page.getByTestId("outbox-notice")).toContainText("1 result saved that was waiting");
  // The profile's history shows it, once, without a reload.
  const rows = page.getByRole("region", { name: "Your results" }).locator("tbody tr");
  await expect(rows).toHaveCount(1);
  expect(await waitingAccounts(page)).toEqual([]);
  expect((await history(page.request)).total).toBe(1);
});

test("two tabs never send the same waiting run at once, and both say when it is saved", async ({
  page,
  context,
}) => {
  await signUpVerifiedByApi(page.request, newUser("tabs"));
  let server: "down" | "holding" | "up" = "down";
  const posts: string[] = [];
  let release: () => void = () => {};
  let heldSave: () => void;
  const held = new Promise<void>((resolve) => (heldSave = resolve));
  await context.route(resultsApi, async (route) => {
    if (!isSave(route.request())) return route.fallback();
    posts.push(server);
    if (server === "down") {
      return route.fulfill({
        status: 503,
        json: { error: "Service Unavailable", message: "Down" },
      });
    }
    if (server === "holding") {
      server = "up";
      heldSave();
      await new Promise<void>((resolve) => (release = resolve));
    }
    return route.fallback();
  });
  await openTest(page);
  await finishTest(page);
  await expect(saveLine(page)).toHaveText(WAITING);
  // The first tab's own retry, five seconds on, fails too; its next is half a minute away.
  await expect.poll(() => posts.length, { timeout: 20_000 }).toBe(2);

  // A second tab opens and sends the waiting run as it loads; its save is held on the way.
  server = "holding";
  const other = await context.newPage();
  await other.goto("/");
  await held;
  // The first tab's 'Save now' finds the run being sent by the other, and sends nothing.
  await indicator(page).getByRole("button", { name: "Save now" }).click();
  await expect(indicator(page).getByRole("status")).toHaveText(
    "Not saved yet: they stay in this browser and are tried again on their own.",
  );
  expect(posts).toEqual(["down", "down", "holding"]);

  release();
  await expect(other.getByTestId("outbox-notice")).toContainText("1 result saved that was waiting");
  // The tab that shows the result hears of it from the other, and says so in its own line.
  await expect(saveLine(page)).toHaveText("Result saved to your profile");
  await expect(indicator(page)).toHaveCount(0);
  expect(posts).toEqual(["down", "down", "holding"]);
  expect((await history(page.request)).total).toBe(1);
});
