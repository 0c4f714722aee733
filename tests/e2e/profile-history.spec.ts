import { type APIRequestContext, type Page, expect, request, test } from "@playwright/test";
import type { SavedResult } from "../../src/core/api/results.ts";
import { finishedTimedTest, type FinishedTimedTest } from "../support/finished-test.ts";
import { type E2eUser, newUser, signUpByApi } from "./account-helpers.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import { PHONE, waitForHydration } from "./fixtures.ts";
import { E2E_AUTH_SECRET } from "./server-secret.ts";

// One typist with 26 results, seeded once: 24 half-minute tests at 40 to 63 WPM, easy, medium
// and hard in turn, then two one-minute hard ones at 50 and 66 WPM. Fourteen minutes of tests
// saved at once: their tokens are dated far enough back for all to fit one after another, since
// any flagged as overlapping would count for no personal best and no chart.
const ISSUED_BEFORE_MS = 14.5 * 60 * 1000;
const PLAN: FinishedTimedTest[] = [
  ...Array.from({ length: 24 }, (_, i) => ({
    seconds: 30 as const,
    difficulty: (["easy", "medium", "hard"] as const)[i % 3]!,
    wpm: 40 + i,
    seed: i,
    issuedBeforeMs: ISSUED_BEFORE_MS,
  })),
  { seconds: 60, difficulty: "hard", wpm: 50, seed: 24, issuedBeforeMs: ISSUED_BEFORE_MS },
  { seconds: 60, difficulty: "hard", wpm: 66, seed: 25, issuedBeforeMs: ISSUED_BEFORE_MS },
];

// In order in one worker, so the typist is seeded once. Each test reads a long page and some
// run axe over it: on a busy machine that takes more than the usual half minute.
test.describe.configure({ mode: "default", timeout: 60_000 });

const typist: E2eUser = newUser("hist");
const saved: SavedResult[] = [];

async function save(api: APIRequestContext, test: FinishedTimedTest): Promise<SavedResult> {
  const post = async (url: string, data: object) => {
    const response = await api.post(url, { data });
    return { status: response.status(), body: await response.json() };
  };
  const response = await api.post("/api/results", {
    data: await finishedTimedTest(post, E2E_AUTH_SECRET, test),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SavedResult;
}

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  const api = await request.newContext({ baseURL });
  await signUpByApi(api, typist);
  for (const planned of PLAN) saved.push(await save(api, planned));
  await api.dispose();
});

async function openProfile(page: Page, query = "") {
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email: typist.email, password: typist.password },
  });
  expect(signIn.status()).toBe(200);
  await page.goto(`/profile${query}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Recent Tests" })).toBeVisible();
}

const history = (page: Page) => page.getByRole("region", { name: "Recent Tests" });
const table = (page: Page) => page.getByRole("region", { name: "Your results" });
const rows = (page: Page) => table(page).locator("tbody tr");
const utcDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test("pages through the whole history, newest first, keeping the focus on the list", async ({
  page,
}) => {
  await openProfile(page);
  const pager = page.getByRole("navigation", { name: "History pages" });
  await expect(pager).toContainText("Page 1 of 2");
  await expect(pager).toContainText("Showing 1–20 of 26");
  await expect(rows(page)).toHaveCount(20);
  const newest = saved.at(-1)!;
  const first = rows(page)
    .first()
    .getByRole("link", { name: /^66\.0 WPM, 1 Minute, Hard, / });
  await expect(first).toHaveAttribute("href", `/results/${newest.id}`);
  await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();

  await pager.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/profile\?page=2$/);
  await expect(pager).toContainText("Page 2 of 2");
  await expect(pager).toContainText("Showing 21–26 of 26");
  await expect(rows(page)).toHaveCount(6);
  await expect(table(page)).toBeFocused();
  await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
  // The oldest result comes last, its mode in words.
  await expect(rows(page).last()).toContainText("40.0");
  await expect(rows(page).last()).toContainText("30 Seconds");
  await expect(rows(page).last()).toContainText("Easy");
});

test("mode and difficulty filters narrow the list and survive a reload", async ({ page }) => {
  await openProfile(page);
  await history(page).getByLabel("Mode").selectOption({ label: "1 Minute" });
  await expect(page).toHaveURL(/\?mode=1-minute$/);
  await expect(rows(page)).toHaveCount(2);
  await history(page).getByLabel("Difficulty").selectOption("easy");
  await expect(page.getByText("No results match these filters.")).toBeVisible();

  await history(page).getByLabel("Mode").selectOption("all");
  await expect(page).toHaveURL(/\?difficulty=easy$/);
  await expect(rows(page)).toHaveCount(8);
  await page.reload();
  await waitForHydration(page);
  await expect(rows(page)).toHaveCount(8);
  await expect(history(page).getByLabel("Difficulty")).toHaveValue("easy");
  await expect(rows(page).first()).toContainText("61.0");
});

test("a date range narrows the list, survives a reload, and clears", async ({ page }) => {
  await openProfile(page);
  await page.getByLabel("To (UTC day)").fill(utcDay(-1));
  await expect(page).toHaveURL(new RegExp(`\\?to=${utcDay(-1)}$`));
  await expect(page.getByText("No results match these filters.")).toBeVisible();
  await expect(page.getByText("No test results yet")).toHaveCount(0);

  await page.goto(`/profile?from=${utcDay(0)}&difficulty=hard`);
  await waitForHydration(page);
  await expect(page.getByLabel("From (UTC day)")).toHaveValue(utcDay(0));
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(rows(page)).toHaveCount(20);
});

test("personal bests, totals and streak sum up the history", async ({ page }) => {
  await openProfile(page);
  const bests = page.getByRole("region", { name: "Personal Bests" });
  const row = (mode: string) => bests.getByRole("row", { name: new RegExp(`^${mode}`) });
  await expect(row("30 Seconds").getByRole("cell")).toHaveText([
    /^61\.0100\.0%Race$/,
    /^62\.0100\.0%Race$/,
    /^63\.0100\.0%Race$/,
  ]);
  await expect(row("1 Minute").getByRole("cell")).toHaveText([/—/, /—/, /^66\.0/]);
  await expect(row("1 Minute").getByRole("link", { name: /open this result$/ })).toHaveAttribute(
    "href",
    `/results/${saved.at(-1)!.id}`,
  );
  await expect(bests.getByRole("rowheader")).toHaveText(["30 Seconds", "1 Minute"]);

  const totals = page.getByRole("definition");
  const figure = (label: string) => page.getByText(label, { exact: true }).locator("..");
  await expect(figure("Tests taken")).toContainText("26");
  // 24 × 30 s + 2 × 60 s = 840 s.
  await expect(figure("Time typed")).toContainText("14 min");
  await expect(figure("Current streak")).toContainText("1 day");
  await expect(totals.filter({ hasText: /^Last test on / })).toBeVisible();
});

test("the chart filters by mode and reads out the point under the cursor", async ({ page }) => {
  await openProfile(page);
  const chart = page.getByTestId("progress-chart");
  await expect(chart.locator("canvas")).toBeVisible();
  expect((await chart.boundingBox())?.height).toBe(300);
  await expect(page.getByRole("img", { name: /^WPM of your last 20 tests/ })).toBeVisible();

  await page.getByLabel("Chart mode").selectOption({ label: "1 Minute" });
  await expect(page.getByRole("img", { name: /^WPM of your last 2 tests, from 50/ })).toBeVisible();
  await page.getByText("Show the chart as a table").click();
  const figures = page.getByRole("region", { name: "Progress by test" }).locator("tbody tr");
  await expect(figures).toHaveCount(2);
  await expect(figures.last()).toContainText("66");

  const readout = page.getByTestId("chart-readout");
  await expect(chart.locator("canvas")).toBeVisible();
  await chart.focus();
  await page.keyboard.press("Home");
  await expect(readout).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M · 50 WPM$/);
  await page.keyboard.press("ArrowRight");
  await expect(readout).toHaveText(/· 66 WPM$/);
  // The first of the two points is a quarter of the way across the plot.
  const box = (await chart.boundingBox())!;
  await chart.hover({ position: { x: box.width * 0.3, y: 150 } });
  await expect(readout).toHaveText(/· 50 WPM$/);
});

test("the profile has no axe violations at desktop width", async ({ page }) => {
  await openProfile(page);
  await expect(page.getByRole("heading", { name: "Your weakest keys" })).toBeVisible();
  await expect(page.getByTestId("progress-chart").locator("canvas")).toBeVisible();
  await expectNoViolations(page);
});

test.describe("at phone width", () => {
  test.use(PHONE);

  for (const width of [390, 320]) {
    test(`the history fits ${width} px without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await openProfile(page);
      await expect(rows(page)).toHaveCount(20);
      await expect(page.getByRole("heading", { name: "Your weakest keys" })).toBeVisible();
      const widths = await page.evaluate(() => ({
        page: document.scrollingElement!.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      const details = rows(page).first().getByTestId("row-details");
      await expect(details).toBeVisible();
      await expect(details).toContainText("1 Minute · Hard");
      await expect(page.getByRole("columnheader", { name: "Date" })).toBeHidden();
      if (width === 390) await expectNoViolations(page);
    });
  }
});
