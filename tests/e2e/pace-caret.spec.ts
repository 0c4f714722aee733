import { type Page, expect, test } from "@playwright/test";
import { expectNoViolations } from "./axe-helpers.ts";
import { newUser, signUpByApi } from "./account-helpers.ts";
import { waitForHydration, watchPageErrors } from "./fixtures.ts";
import { saveTimedResult } from "./result-helpers.ts";
import { caretAndCharBoxes } from "./caret-boxes.ts";

const START = new Date("2026-05-01T10:00:00Z").getTime();
const input = (page: Page) => page.getByLabel("Type the passage here");
const paceCaret = (page: Page) => page.getByTestId("pace-caret");

/** Opens a one-minute test with these settings stored, on a stopped clock. */
async function open(page: Page, settings: object) {
  // Stored once: a later page keeps what the typist changes.
  await page.addInitScript((stored) => {
    if (!window.localStorage.getItem("typetempo:settings")) {
      window.localStorage.setItem("typetempo:settings", JSON.stringify(stored));
    }
  }, settings);
  // The caret jumps from character to character rather than gliding, so where it is drawn is
  // where it is.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install({ time: START });
  await page.goto("/1-minute");
  await waitForHydration(page);
  await page.clock.pauseAt(START + 60_000);
  await expect(input(page)).toBeFocused();
  return (await page.locator("#passage-text").textContent()) ?? "";
}

const boxes = (page: Page, index: number) => caretAndCharBoxes(page, "pace-caret", index);

/**
 * Checks the pace caret sits at the start of passage character `index`: its left edge, or right
 * to left, its right edge, inside which the caret is drawn.
 */
async function expectPaceAt(page: Page, index: number, dir: "ltr" | "rtl" = "ltr") {
  await expect(paceCaret(page)).toHaveAttribute("data-at", String(index));
  const { caret, char } = await boxes(page, index);
  const [drawn, start] =
    dir === "ltr" ? [caret.left, char.left] : [caret.left + caret.width, char.left + char.width];
  expect(Math.abs(drawn - start)).toBeLessThan(1.5);
  expect(Math.abs(caret.top - char.top)).toBeLessThan(1.5);
  expect(caret.height).toBeCloseTo(char.height, 0);
}

test("a pace caret moves at the set speed", async ({ page }) => {
  const errors = watchPageErrors(page);
  const passage = await open(page, { paceCaret: "custom", paceCaretWpm: 60 });
  await expect(page.getByTestId("pace-label")).toHaveText("Pace: 60 WPM");
  // It waits for the clock, which starts with the first key.
  await page.clock.runFor(2000);
  await expect(paceCaret(page)).toHaveCount(0);

  await page.keyboard.type(passage[0]!);
  // Drawn after the next frame, on the first character.
  await page.clock.runFor(100);
  await expectPaceAt(page, 0);
  // 60 WPM is 5 characters a second: 15 after 3 seconds, 100 after 20, lines further down.
  await page.clock.runFor(3000);
  await expectPaceAt(page, 15);
  // The typist's own caret stays where they are.
  await expect(page.locator(".tt-caret")).toHaveText(passage[1]!);
  const firstLine = (await boxes(page, 15)).caret.top;
  await page.clock.runFor(17_000);
  await expectPaceAt(page, 100);
  expect((await boxes(page, 100)).caret.top).toBeGreaterThan(firstLine);
  await expect(paceCaret(page)).toHaveAttribute("aria-hidden", "true");
  // axe waits on timers of its own.
  await page.clock.resume();
  await expectNoViolations(page);
  errors();
});

test("a pace caret races the best, and says when there is none yet", async ({ page }) => {
  const passage = await open(page, { paceCaret: "best", paceCaretWpm: 120 });
  // Signed out, with no results of this test: the set speed stands in.
  await expect(page.getByTestId("pace-label")).toHaveText("Pace: 120 WPM (no best yet)");
  await page.keyboard.type(passage[0]!);
  await page.clock.runFor(1050);
  await expectPaceAt(page, 10);
});

test("signed in, a pace caret races the best or the average of the test's results", async ({
  page,
}) => {
  await signUpByApi(page.request, newUser("pace"));
  await saveTimedResult(page.request, { seconds: 60, difficulty: "medium", wpm: 40, seed: 1 });
  await saveTimedResult(page.request, { seconds: 60, difficulty: "medium", wpm: 55, seed: 2 });
  // Another difficulty's result is another race.
  await saveTimedResult(page.request, { seconds: 60, difficulty: "hard", wpm: 90, seed: 3 });
  const passage = await open(page, { paceCaret: "best", paceCaretWpm: 30 });
  await expect(page.getByTestId("pace-label")).toHaveText("Pace: 55 WPM, your best");
  await page.keyboard.type(passage[0]!);
  // 55 WPM: a character every 60000 / 275 ms, 11 after 2.4 s.
  await page.clock.runFor(2450);
  await expectPaceAt(page, 11);

  await page.clock.resume();
  await page.goto("/settings");
  await waitForHydration(page);
  // Saved to the account, whose settings a page applies when it loads.
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/account/settings") && response.request().method() === "PUT",
  );
  await page.getByLabel("Pace caret").selectOption("average");
  expect((await saved).status()).toBe(200);
  await page.goto("/1-minute");
  await waitForHydration(page);
  await expect(page.getByTestId("pace-label")).toHaveText("Pace: 48 WPM, your average");
});

test("a pace caret moves right to left through Hebrew", async ({ page }) => {
  await open(page, { paceCaret: "custom", paceCaretWpm: 60 });
  const bar = page.getByRole("region", { name: "Test settings" });
  await bar.getByLabel("Text", { exact: true }).selectOption("words");
  // The words' fields are fetched once picked, and React shows a part that was loading on a
  // timer of its own, which the stopped clock must be run for.
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(bar.getByLabel("Language")).toBeVisible({ timeout: 100 });
  }).toPass();
  await bar.getByLabel("Language").selectOption("he");
  await expect(page.getByTestId("passage")).toHaveAttribute("dir", "rtl");
  const passage = (await page.locator("#passage-text").textContent()) ?? "";
  await input(page).focus();
  await page.keyboard.type(passage[0]!);
  await page.clock.runFor(100);
  await expectPaceAt(page, 0, "rtl");
  await page.clock.runFor(1000);
  // A character's start is its right edge, and each is left of the one before.
  await expectPaceAt(page, 5, "rtl");
  const fifth = (await boxes(page, 5)).caret.left;
  await page.clock.runFor(200);
  await expectPaceAt(page, 6, "rtl");
  expect((await boxes(page, 6)).caret.left).toBeLessThan(fifth);
});

test("the pace caret is chosen on the settings page, and in the bar above a test", async ({
  page,
}) => {
  await page.goto("/settings");
  await waitForHydration(page);
  await page.getByLabel("Pace caret").selectOption("custom");
  await page.getByLabel("Pace speed").selectOption("75");
  await page.goto("/1-minute");
  await waitForHydration(page);
  await expect(page.getByTestId("pace-label")).toHaveText("Pace: 75 WPM");
  const bar = page.getByRole("region", { name: "Test settings" });
  await expect(bar.getByLabel("Pace", { exact: true })).toHaveValue("custom");
  await bar.getByLabel("Pace", { exact: true }).selectOption("off");
  await expect(page.getByTestId("pace-label")).toHaveCount(0);
});

test("with the setting off there is no pace caret", async ({ page }) => {
  const passage = await open(page, {});
  await page.keyboard.type(passage.slice(0, 5));
  await page.clock.runFor(3000);
  await expect(page.locator(".tt-caret")).toHaveText(passage[5]!);
  await expect(paceCaret(page)).toHaveCount(0);
  await expect(page.getByTestId("pace-label")).toHaveCount(0);
});
