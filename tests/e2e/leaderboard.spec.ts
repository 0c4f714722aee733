import { expect, request as playwrightRequest, test } from "@playwright/test";
import {
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  type Difficulty,
} from "../../src/core/typing/difficulty.ts";
import { durationLabel } from "../../src/core/typing/format.ts";
import { TIMED_DURATIONS } from "../../src/core/typing/test-modes.ts";
import { DEFAULT_TEXT_CHOICE, type TextChoice } from "../../src/core/texts/text-choice.ts";
import { newUser, signUpVerifiedByApi } from "./account-helpers.ts";
import { saveTimedResult } from "./result-helpers.ts";
import { PHONE, waitForHydration } from "./fixtures.ts";
import {
  PERIOD_BOARD_QUERY,
  readSeededDay,
  setClockOffset,
  TODAY_TYPIST,
  YESTERDAY_TYPIST,
} from "./clock.ts";

// This spec has a server and database of its own (see playwright.config.ts), so ranks are exact.
test.describe.configure({ mode: "serial" });

interface Seeded {
  username: string;
  wpm: number;
  duration: number;
  difficulty: string;
}

const best: Seeded[] = [];
let totalTests = 0;
/** The one typist of French common words with punctuation, on a board of their own. */
let frenchTypist = "";

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  // 6 people × 17 duration/difficulty pairs (no 30-second easy results) = 102 ranked rows,
  // each with a distinct speed, plus one slower one-minute medium result per person that must
  // not be ranked. Each pair is typed on an account of its own: a typist's tests must fit one
  // after another between their issue and their save, and an hour of tests does not.
  let index = 0;
  for (let person = 0; person < 6; person++) {
    for (const duration of TIMED_DURATIONS) {
      for (const difficulty of DIFFICULTIES) {
        if (duration === 30 && difficulty === "easy") continue;
        const api = await playwrightRequest.newContext({ baseURL });
        const user = newUser("lb");
        await signUpVerifiedByApi(api, user, process.env.E2E_LEADERBOARD_DATA_DIR);
        const wpm = 30 + ((index * 37) % 102);
        index++;
        await saveTimedResult(api, { seconds: duration, difficulty, wpm, seed: index });
        best.push({ username: user.username, wpm, duration, difficulty });
        if (duration === 60 && difficulty === "medium") {
          await saveTimedResult(api, { seconds: 60, difficulty: "medium", wpm: 20 });
        }
        await api.dispose();
      }
    }
    totalTests += 18;
  }
  best.sort((a, b) => b.wpm - a.wpm);

  // Faster than everyone above, but on another text: never on the passages' board.
  const api = await playwrightRequest.newContext({ baseURL });
  const user = newUser("lbfr");
  await signUpVerifiedByApi(api, user, process.env.E2E_LEADERBOARD_DATA_DIR);
  const french: TextChoice = {
    ...DEFAULT_TEXT_CHOICE,
    kind: "words",
    language: "fr",
    punctuation: true,
  };
  await saveTimedResult(api, { seconds: 60, difficulty: "medium", wpm: 150, text: french });
  frenchTypist = user.username;
  await api.dispose();
});

test("ranks each typist's best, fastest first, with medals on page 1 only", async ({ page }) => {
  await page.goto("/leaderboard");
  await waitForHydration(page);
  const rows = page.locator("tbody").first().getByRole("row");
  await expect(rows).toHaveCount(100);
  await expect(page.getByText("Rankings include only timed tests", { exact: false })).toBeVisible();

  const summary = page.getByRole("definition");
  await expect(summary.nth(0)).toHaveText(String(totalTests));
  await expect(summary.nth(1)).toHaveText(`${best[0]!.wpm}.0`);

  for (const i of [0, 1, 2, 3, 57, 99]) {
    const cells = rows.nth(i).getByRole("cell");
    await expect(cells.nth(1).getByTestId("row-user")).toHaveText(best[i]!.username);
    await expect(cells.nth(2)).toHaveText(`${best[i]!.wpm}.0`);
  }
  await expect(rows.nth(0).locator("[data-medal]")).toHaveAttribute("data-medal", "gold");
  await expect(rows.nth(1).locator("[data-medal]")).toHaveAttribute("data-medal", "silver");
  await expect(rows.nth(2).locator("[data-medal]")).toHaveAttribute("data-medal", "bronze");
  await expect(rows.nth(0).getByRole("img", { name: "Gold medal, rank 1" })).toBeVisible();
  await expect(rows.nth(3).getByRole("cell").first()).toHaveText("4");
  await expect(rows.nth(3).locator("[data-medal]")).toHaveCount(0);

  const previous = page.getByRole("button", { name: "Previous" });
  const next = page.getByRole("button", { name: "Next" });
  await expect(previous).toBeDisabled();
  await expect(page.getByText("Page 1", { exact: true })).toBeVisible();
  await expect(page.getByText("Showing 1-100 results")).toBeVisible();

  await next.click();
  await expect(page).toHaveURL(/\/leaderboard\?page=2$/);
  await expect(rows).toHaveCount(2);
  await expect(page.getByText("Showing 101-102 results")).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  await expect(rows.nth(0).getByRole("cell").first()).toHaveText("101");
  await expect(page.locator("[data-medal]")).toHaveCount(0);
  await expect(rows.nth(0).getByTestId("row-user")).toHaveText(best[100]!.username);
});

test("changing a filter returns to page 1 and keeps the view in the address", async ({ page }) => {
  await page.goto("/leaderboard?page=2");
  await waitForHydration(page);
  await page.getByRole("main").getByLabel("Duration", { exact: true }).selectOption("60");
  await expect(page).toHaveURL(/\/leaderboard\?duration=60$/);
  const rows = page.locator("tbody").first().getByRole("row");
  await expect(rows).toHaveCount(18);
  await expect(page.getByText("Page 1", { exact: true })).toBeVisible();
  for (const i of [0, 17])
    await expect(rows.nth(i).getByRole("cell").nth(4)).toHaveText("1 minute");
  await expect(page.getByRole("definition").first()).toHaveText("24");

  await page.getByRole("main").getByLabel("Difficulty", { exact: true }).selectOption("hard");
  await expect(page).toHaveURL(/\/leaderboard\?duration=60&difficulty=hard$/);
  await expect(rows).toHaveCount(6);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("main").getByLabel("Duration", { exact: true })).toHaveValue("60");
  await expect(page.getByRole("main").getByLabel("Difficulty", { exact: true })).toHaveValue(
    "hard",
  );
  await expect(rows).toHaveCount(6);
});

test("the text filters change the board and stay in the address", async ({ page }) => {
  await page.goto("/leaderboard?page=2");
  await waitForHydration(page);
  const main = page.getByRole("main");
  const rows = page.locator("tbody").first().getByRole("row");
  await expect(page.getByText(frenchTypist)).toHaveCount(0);

  await main.getByLabel("Text", { exact: true }).selectOption("words");
  await expect(page).toHaveURL(/\/leaderboard\?text=words$/);
  await expect(main.getByLabel("Language", { exact: true })).toHaveValue("en");
  await expect(page.getByText("No results found for the selected filters")).toBeVisible();

  await main.getByLabel("Language", { exact: true }).selectOption("fr");
  await expect(page).toHaveURL(/\/leaderboard\?text=words&language=fr$/);
  await expect(page.getByText("No results found for the selected filters")).toBeVisible();

  // A words board in another language lists its typist, alone.
  // Clicked rather than checked: the box shows the address's board, so it turns checked only
  // once the address has changed, a moment after the click.
  await main.getByLabel("Punctuation", { exact: true }).click();
  await expect(page).toHaveURL(/\/leaderboard\?text=words&language=fr&punctuation=true$/);
  await expect(main.getByLabel("Punctuation", { exact: true })).toBeChecked();
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0).getByTestId("row-user")).toHaveText(frenchTypist);
  await expect(rows.nth(0).getByRole("cell").nth(2)).toHaveText("150.0");
  await expect(page.getByRole("definition").first()).toHaveText("1");

  await page.reload();
  await waitForHydration(page);
  await expect(main.getByLabel("Text", { exact: true })).toHaveValue("words");
  await expect(main.getByLabel("Language", { exact: true })).toHaveValue("fr");
  await expect(main.getByLabel("Punctuation", { exact: true })).toBeChecked();
  await expect(main.getByLabel("Numbers", { exact: true })).not.toBeChecked();
  await expect(rows).toHaveCount(1);

  // Quotes are English only and have no toggles.
  await main.getByLabel("Text", { exact: true }).selectOption("quotes");
  await expect(page).toHaveURL(/\/leaderboard\?text=quotes$/);
  await expect(main.getByLabel("Language", { exact: true }).locator("option")).toHaveText([
    "English",
  ]);
  await expect(main.getByLabel("Punctuation", { exact: true })).toHaveCount(0);

  await main.getByLabel("Text", { exact: true }).selectOption("code");
  await expect(page).toHaveURL(/\/leaderboard\?text=code$/);
  await expect(main.getByLabel("Language", { exact: true })).toHaveValue("javascript");

  await main.getByLabel("Text", { exact: true }).selectOption("passages");
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(rows).toHaveCount(100);
  await expect(page.getByText(frenchTypist)).toHaveCount(0);
});

test("a filter without results says so and hides the summary", async ({ page }) => {
  await page.goto("/leaderboard?duration=30&difficulty=easy");
  await waitForHydration(page);
  await expect(page.getByText("No results found for the selected filters")).toBeVisible();
  await expect(page.getByText("Total Tests")).toBeHidden();
  await expect(page.getByRole("button", { name: "Next" })).toBeHidden();
});

test("an invalid address falls back to all results and page 1, showing no error on the way", async ({
  page,
}) => {
  // Every alert the page shows, however briefly, from its first paint on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { seenAlerts: seen });
    new MutationObserver(() => {
      for (const alert of document.querySelectorAll("[role='alert']")) {
        seen.push(alert.textContent ?? "");
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const seenAlerts = () =>
    page.evaluate(() => (window as unknown as { seenAlerts: string[] }).seenAlerts);
  // The filters, which put a board that does not exist right, come late, as on a slow network.
  await page.route(/\/assets\/BoardFilters-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });

  // A board that does not exist (quotes are English only) gives way to today's, which the
  // server's refusal of it does not interrupt.
  await page.goto("/leaderboard?text=quotes&language=fr&duration=60");
  await expect(page).toHaveURL(/\/leaderboard\?duration=60$/);
  await expect(page.getByRole("main").getByLabel("Text", { exact: true })).toHaveValue("passages");
  await expect(page.locator("tbody").first().getByRole("row")).toHaveCount(18);
  expect(await seenAlerts()).toEqual([]);

  await page.goto("/leaderboard?mode=zzz&duration=999&difficulty=expert&page=-3&text=nope");
  await waitForHydration(page);
  await expect(page.getByRole("main").getByLabel("Duration", { exact: true })).toHaveValue("all");
  await expect(page.getByRole("main").getByLabel("Difficulty", { exact: true })).toHaveValue("all");
  await expect(page.getByText("Showing 1-100 results")).toBeVisible();
  expect(await seenAlerts()).toEqual([]);
});

test("a failed load shows the error box", async ({ page }) => {
  await page.route("**/api/leaderboard?*", (route) => route.fulfill({ status: 503, body: "{}" }));
  await page.goto("/leaderboard");
  await expect(page.getByRole("alert")).toHaveText(
    "Failed to load leaderboard data. Please try again later.",
  );
});

test("the 10-minute filter lists the ranked 10-minute results", async ({ page }) => {
  await page.goto("/leaderboard");
  await waitForHydration(page);
  await page.getByRole("main").getByLabel("Duration", { exact: true }).selectOption("600");
  await expect(page).toHaveURL(/\/leaderboard\?duration=600$/);
  const rows = page.locator("tbody").first().getByRole("row");
  const tenMinutes = best.filter((row) => row.duration === 600);
  await expect(rows).toHaveCount(18);
  expect(tenMinutes).toHaveLength(18);
  await expect(rows.nth(0).getByTestId("row-user")).toHaveText(tenMinutes[0]!.username);
  await expect(rows.nth(0).getByRole("cell").nth(2)).toHaveText(`${tenMinutes[0]!.wpm}.0`);
  for (const i of [0, 17])
    await expect(rows.nth(i).getByRole("cell").nth(4)).toHaveText("10 minutes");
  await expect(page.getByRole("definition").first()).toHaveText("18");
});

test("Next and Previous keep keyboard focus on the pager", async ({ page }) => {
  await page.goto("/leaderboard");
  await waitForHydration(page);
  const next = page.getByRole("button", { name: "Next" });
  const previous = page.getByRole("button", { name: "Previous" });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Showing 101-102 results")).toBeVisible();
  // The last page has no next one, so focus moves to the button that still works.
  await expect(previous).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Showing 1-100 results")).toBeVisible();
  await expect(next).toBeFocused();
});

test("a page past the end leads back to the last or the first page", async ({ page }) => {
  await page.goto("/leaderboard?page=999");
  await waitForHydration(page);
  await expect(page.getByText("Page 999 is past the end of the rankings.")).toBeVisible();
  await page.getByRole("link", { name: "Go to the last page (2)" }).click();
  await expect(page).toHaveURL(/\/leaderboard\?page=2$/);
  await expect(page.getByText("Showing 101-102 results")).toBeVisible();

  // With one page of results there is only the first page to go back to.
  await page.goto("/leaderboard?duration=60&page=999");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: /last page/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Go to the first page" }).click();
  await expect(page).toHaveURL(/\/leaderboard\?duration=60$/);
  await expect(page.locator("tbody").first().getByRole("row")).toHaveCount(18);
});

test.describe("at phone width", () => {
  test.use(PHONE);

  for (const width of [390, 320]) {
    test(`the rankings fit ${width} px without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/leaderboard");
      await waitForHydration(page);
      const rows = page.locator("tbody").first().getByRole("row");
      await expect(rows).toHaveCount(100);
      const widths = await page.evaluate(() => {
        const region = document.querySelector<HTMLElement>(
          '[role="region"][aria-label="Rankings"]',
        )!;
        return {
          page: document.scrollingElement!.scrollWidth,
          viewport: window.innerWidth,
          region: region.scrollWidth,
          regionBox: region.clientWidth,
        };
      });
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      expect(widths.region).toBeLessThanOrEqual(widths.regionBox);
      // Duration, difficulty and date are still there, under the name.
      const top = best[0]!;
      const details = rows.nth(0).getByTestId("row-details");
      await expect(details).toBeVisible();
      await expect(details).toContainText(
        `${durationLabel(top.duration)} · ${DIFFICULTY_LABELS[top.difficulty as Difficulty]}`,
      );
      await expect(page.getByRole("columnheader", { name: "Date" })).toBeHidden();
    });

    test(`the text filters fit ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/leaderboard?text=words&language=fr&punctuation=true");
      await waitForHydration(page);
      await expect(page.locator("tbody").first().getByRole("row")).toHaveCount(1);
      const main = page.getByRole("main");
      for (const label of ["Text", "Language", "Punctuation", "Numbers", "Duration"]) {
        const box = (await main.getByLabel(label, { exact: true }).boundingBox())!;
        expect(box.x, label).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, label).toBeLessThanOrEqual(width);
      }
      const scroll = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(scroll).toBeLessThanOrEqual(width);
    });
  }
});

test("the daily board resets (with a controlled clock), and yesterday's winners stay", async ({
  page,
}) => {
  const dataDir = process.env.E2E_LEADERBOARD_DATA_DIR!;
  // The server's clock at noon of the seeded day, wherever the real one is by now.
  const noon = readSeededDay(dataDir) + 43_200_000;
  setClockOffset(dataDir, noon - Date.now());
  await page.goto(`/leaderboard?${PERIOD_BOARD_QUERY}`);
  await waitForHydration(page);
  const main = page.getByRole("main");
  const users = main.getByRole("region", { name: "Rankings" }).getByTestId("row-user");
  // All time has both typists; the period switch keeps the other filters in the address.
  await expect(users).toHaveText([TODAY_TYPIST, YESTERDAY_TYPIST]);
  await main.getByLabel("Period", { exact: true }).selectOption("day");
  await expect(page).toHaveURL(/\?text=words&language=de&period=day$/);
  await expect(users).toHaveText([TODAY_TYPIST]);
  await expect(main.getByText("Resets at 00:00 UTC")).toBeVisible();
  const winners = main.getByRole("region", { name: "Yesterday's winners" });
  await expect(winners.getByRole("listitem")).toHaveCount(1);
  await expect(winners.getByRole("listitem")).toContainText(YESTERDAY_TYPIST);

  // The server's clock passes midnight: today's board starts empty, and today's typist is now
  // yesterday's winner.
  setClockOffset(dataDir, noon + 86_400_000 - Date.now());
  await page.reload();
  await waitForHydration(page);
  await expect(main.getByText("No results found for the selected filters")).toBeVisible();
  await expect(winners.getByRole("listitem")).toHaveCount(1);
  await expect(winners.getByRole("listitem")).toContainText(TODAY_TYPIST);

  await main.getByLabel("Period", { exact: true }).selectOption("week");
  await expect(main.getByRole("region", { name: "Last week's winners" })).toBeVisible();
  await expect(main.getByText("Resets Monday 00:00 UTC")).toBeVisible();
});

// The tests saving results run before it, and nothing after it saves, but a failed run leaves
// the clock as it found it too.
test.afterAll(() => setClockOffset(process.env.E2E_LEADERBOARD_DATA_DIR!, 0));
