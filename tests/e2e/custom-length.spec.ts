import { type Page, expect, test } from "@playwright/test";
import type { HistoryPage } from "../../src/core/api/results.ts";
import { newUser, signUpByApi } from "./account-helpers.ts";
import { waitForHydration, watchPageErrors } from "./fixtures.ts";

const START = new Date("2026-05-01T10:00:00Z").getTime();

const form = (page: Page) => page.getByRole("form", { name: "Custom length" });
const passageText = async (page: Page) => (await page.locator("#passage-text").textContent()) ?? "";
const input = (page: Page) => page.getByLabel("Type the passage here");

/** Opens the page with a stopped clock that only moves when the test says so. */
async function open(page: Page, path: string) {
  await page.clock.install({ time: START });
  await page.goto(path);
  await waitForHydration(page);
  await page.clock.pauseAt(START + 60_000);
}

/** Sets a length as a typist does: the number, then Enter. */
async function setLength(page: Page, value: string) {
  const field = form(page).getByLabel("Length");
  await field.fill(value);
  await field.press("Enter");
}

test("a custom duration runs on the clock to its end, labelled and saved as unranked", async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await signUpByApi(page.request, newUser("clen"));
  await open(page, "/custom-length");
  await expect(page.getByRole("link", { name: "Custom Length", exact: true })).not.toHaveCount(0);
  await setLength(page, "15");
  await expect(page).toHaveURL(/\/custom-length\?seconds=15$/);
  await expect(page.getByTestId("clock")).toHaveText("15s");
  const passage = await passageText(page);
  expect(passage.length).toBeGreaterThan(60);

  // 60 characters right in two chunks, then the clock runs out: 60 / 5 over a quarter of a
  // minute is 48 WPM.
  await input(page).focus();
  await page.keyboard.insertText(passage.slice(0, 30));
  await page.clock.runFor(3000);
  await page.keyboard.insertText(passage.slice(30, 60));
  await page.clock.runFor(15_000);

  const results = page.getByTestId("practice-results");
  await expect(results.getByRole("heading", { name: "Custom Length Results" })).toBeVisible();
  await expect(results.getByTestId("result-mode")).toHaveText("Custom · 15 Seconds");
  await expect(results).toContainText("Unranked");
  await expect(results.getByTestId("result-wpm")).toHaveText("48");
  await expect(page.getByTestId("save-status")).toHaveText(
    "Custom length test saved to your profile's history",
  );
  const response = await page.request.get("/api/me/history");
  const [saved] = ((await response.json()) as HistoryPage).results;
  expect(saved).toMatchObject({ mode: "custom 15 seconds", kind: "practice", wpm: 48 });

  // Kept in this browser: the page without an address length opens at 15 seconds again.
  await page.clock.resume();
  await page.goto("/custom-length");
  await waitForHydration(page);
  await expect(form(page).getByLabel("Length")).toHaveValue("15");
  await expect(page.getByTestId("clock")).toHaveText("15s");
  errors();
});

test("a custom character count ends with its text", async ({ page }) => {
  const errors = watchPageErrors(page);
  await open(page, "/custom-length");
  await form(page).getByLabel("Length").fill("50");
  await form(page).getByLabel("Unit").selectOption("characters");
  await expect(page).toHaveURL(/\/custom-length\?characters=50$/);
  await expect(page.getByText(/^Approximately 50 characters test/)).toBeVisible();
  const passage = await passageText(page);
  expect(passage.length).toBeGreaterThanOrEqual(45);
  expect(passage.length).toBeLessThanOrEqual(60);

  await input(page).focus();
  await page.keyboard.insertText(passage.slice(0, -1));
  await page.clock.runFor(passage.length * 200);
  await page.keyboard.insertText(passage.slice(-1));

  const results = page.getByTestId("practice-results");
  await expect(results.getByTestId("result-mode")).toHaveText("Custom · 50 Characters");
  // A character every 200 ms on average is 60 WPM.
  await expect(results.getByTestId("result-wpm")).toHaveText("60");
  await expect(page.getByTestId("save-status")).toHaveText(
    "Practice runs are saved to your profile when you sign in.",
  );
  errors();
});

test("an invalid length says why and starts no test, from the form or the address", async ({
  page,
}) => {
  await open(page, "/custom-length");
  await setLength(page, "5");
  await expect(form(page).getByTestId("custom-length-error")).toHaveText(
    "A custom test is 10 to 900 seconds; 5 is out of range.",
  );
  await expect(form(page).getByLabel("Length")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("custom-length-invalid")).toBeVisible();
  await expect(page.locator("#passage-text")).toHaveCount(0);
  await expect(input(page)).toHaveCount(0);

  await page.clock.resume();
  await page.goto("/custom-length?characters=lots");
  await waitForHydration(page);
  await expect(form(page).getByTestId("custom-length-error")).toHaveText(
    "Enter a whole number of characters: 50 to 10,000 characters.",
  );
  await expect(input(page)).toHaveCount(0);

  // A valid one starts the test at once.
  await setLength(page, "400");
  await expect(form(page).getByTestId("custom-length-error")).toHaveCount(0);
  await expect(page.getByText(/^Approximately 400 characters test/)).toBeVisible();
});
