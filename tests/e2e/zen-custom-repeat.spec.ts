import { type Page, expect, test } from "@playwright/test";
import type { HistoryPage } from "../../src/core/api/results.ts";
import { newUser, signUpByApi } from "./account-helpers.ts";
import { waitForHydration, watchPageErrors } from "./fixtures.ts";
import { typeCodeLines, typeToEnd } from "./typing-helpers.ts";

// Each test types a whole run and some save it: more than the usual half minute on a busy machine.
test.describe.configure({ timeout: 60_000 });

const bar = (page: Page) => page.getByRole("region", { name: "Test settings" });
const textChoice = (page: Page) => bar(page).getByLabel("Text", { exact: true });
const passageText = async (page: Page) => (await page.locator("#passage-text").textContent()) ?? "";

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The signed-in typist's history, newest first, as the profile reads it. */
async function history(page: Page): Promise<HistoryPage> {
  const response = await page.request.get("/api/me/history");
  expect(response.status()).toBe(200);
  return (await response.json()) as HistoryPage;
}

test("a zen run is typed freely, ended with Shift+Enter, and saved as zen, unranked", async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await signUpByApi(page.request, newUser("zen"));
  await open(page, "/1-minute");
  await textChoice(page).selectOption("zen");
  await expect(bar(page).getByTestId("zen-note")).toHaveText(
    "No text: type freely, Shift+Enter ends. Never ranked.",
  );
  const box = page.getByTestId("zen-box");
  await expect(box).toBeFocused();
  await expect(page.getByTestId("zen-hint")).toContainText("Shift+Enter ends.");
  await expect(page.locator("#passage-text")).toHaveCount(0);

  // A typo taken back, a line break: all as typed, nothing marked.
  await page.keyboard.type("free words");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("s, typed");
  await page.keyboard.press("Enter");
  await page.keyboard.type("as they come");
  await expect(box).toHaveValue("free words, typed\nas they come");
  await page.keyboard.press("Shift+Enter");

  const results = page.getByTestId("practice-results");
  await expect(results.getByRole("heading", { name: "Zen Results" })).toBeVisible();
  await expect(results.getByTestId("result-mode")).toHaveText("Zen");
  await expect(results.getByTestId("result-characters")).toHaveText("30");
  await expect(results).toContainText("Unranked");
  // Speed and keys only: no accuracy, no mistakes.
  await expect(results.getByTestId("result-accuracy")).toHaveCount(0);
  await expect(results.getByTestId("result-mistakes")).toHaveCount(0);
  await expect(results.getByRole("heading", { name: "Keys", exact: true })).toBeVisible();
  await expect(page.getByTestId("save-status")).toHaveText(
    "Zen run saved to your profile's history",
  );
  const wpm = Number(await results.getByTestId("result-wpm").textContent());
  expect(wpm).toBeGreaterThan(0);

  const [saved] = (await history(page)).results;
  expect(saved).toMatchObject({ mode: "zen", kind: "practice", wpm, accuracy: 100 });
  await page.goto("/profile");
  const list = page.getByRole("region", { name: "Your results" });
  await expect(list.getByRole("link", { name: /Zen, Unranked/ })).toHaveCount(1);
  errors();
});

test("a signed-out zen run shows its result, and Try Again starts an empty one", async ({
  page,
}) => {
  await open(page, "/300-characters");
  await textChoice(page).selectOption("zen");
  await page.getByTestId("zen-box").focus();
  // Shift+Enter before anything is typed ends nothing.
  await page.keyboard.press("Shift+Enter");
  await expect(page.getByTestId("zen-box")).toBeVisible();
  await page.keyboard.type("just typing");
  await page.keyboard.press("Shift+Enter");
  await expect(page.getByRole("heading", { name: "Zen Results" })).toBeVisible();
  await expect(page.getByTestId("result-characters")).toHaveText("11");
  await expect(page.getByTestId("save-status")).toHaveText(
    "Practice runs are saved to your profile when you sign in.",
  );
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByTestId("zen-box")).toHaveValue("");
  await expect(page.getByTestId("clock")).toHaveText("0:00");
});

test("a custom text test types the typist's own text to the test's length, saved as custom", async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await signUpByApi(page.request, newUser("cust"));
  await open(page, "/300-characters");
  await textChoice(page).selectOption("custom");
  await expect(page.getByTestId("custom-text-missing")).toContainText(
    "Enter your text in Custom text above",
  );
  const field = bar(page).getByTestId("custom-text");
  // Too long is refused with practice's own words.
  await field.fill("a".repeat(5001));
  await expect(bar(page).getByTestId("custom-text-error")).toHaveText(
    "Practice text can be up to 5,000 characters; this is 5,001.",
  );
  // Cleaned as practice's custom text is: curly quotes and double spaces as a keyboard types.
  await field.fill("My \u201cown\u201d  words, typed.");
  await field.blur();
  await expect(page.getByTestId("test-difficulty")).toHaveText("Custom");
  const text = await passageText(page);
  expect(text.startsWith('My "own" words, typed. My "own" words, typed.')).toBe(true);
  expect(text.length).toBeGreaterThanOrEqual(270);
  expect(text.length).toBeLessThanOrEqual(360);

  await typeToEnd(page, text);
  const results = page.getByTestId("practice-results");
  await expect(results.getByRole("heading", { name: "Custom Text Results" })).toBeVisible();
  await expect(results.getByTestId("result-mode")).toHaveText("Custom text");
  await expect(results.getByTestId("result-accuracy")).toHaveText("100%");
  await expect(page.getByTestId("save-status")).toHaveText(
    "Custom text run saved to your profile's history",
  );
  const [saved] = (await history(page)).results;
  expect(saved).toMatchObject({ mode: "custom", kind: "practice", accuracy: 100 });
  errors();
});

test("zen and custom, and the custom text, are remembered across a reload", async ({ page }) => {
  await open(page, "/1-minute");
  await textChoice(page).selectOption("custom");
  await bar(page).getByTestId("custom-text").fill("kept in this browser");
  await bar(page).getByTestId("custom-text").blur();
  await expect(page.locator("#passage-text")).toHaveText(/^kept in this browser kept/);
  await page.reload();
  await waitForHydration(page);
  await expect(textChoice(page)).toHaveValue("custom");
  await expect(bar(page).getByTestId("custom-text")).toHaveValue("kept in this browser");
  await expect(page.locator("#passage-text")).toHaveText(/^kept in this browser kept/);

  await textChoice(page).selectOption("zen");
  await page.reload();
  await waitForHydration(page);
  await expect(textChoice(page)).toHaveValue("zen");
  await expect(page.getByTestId("zen-box")).toBeVisible();
  // Chosen on the settings page, it is the test's choice too.
  await open(page, "/settings");
  await page.getByLabel("Text", { exact: true }).selectOption("passages");
  await open(page, "/1-minute");
  await expect(page.locator("#passage-text")).toHaveText(/\w/);
});

test("'Try the same text again' types the test's text again, marked and saved as a repeat", async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await signUpByApi(page.request, newUser("rep"));
  await open(page, "/300-characters");
  const text = await passageText(page);
  const box = page.getByLabel("Type the passage here");
  await box.focus();
  await page.keyboard.insertText(text.slice(0, -1));
  await page.keyboard.type(text.slice(-1));
  await expect(page.getByRole("heading", { name: "Results", exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Try the same text again" }).click();
  await expect(page.getByTestId("test-difficulty")).toHaveText("Repeat");
  await expect(page.locator("#passage-text")).toHaveText(text);
  await box.focus();
  // One slip, so the repeat's own score is what is shown.
  await page.keyboard.insertText(`x${text.slice(1, -1)}`);
  await page.keyboard.type(text.slice(-1));
  const results = page.getByTestId("practice-results");
  await expect(results.getByRole("heading", { name: "Repeat Results" })).toBeVisible();
  await expect(results.getByTestId("repeat-badge")).toHaveText("Repeat");
  await expect(results).toContainText("Unranked");
  await expect(results.getByTestId("result-mistakes")).toHaveText("1");
  await expect(page.getByTestId("save-status")).toHaveText(
    "Repeat saved to your profile's history",
  );
  const saved = (await history(page)).results;
  expect(saved.map((result) => result.mode)).toEqual(["repeat", "300 Characters"]);
  expect(saved[0]).toMatchObject({ kind: "practice" });

  // Again from the repeat's results: the same text once more; Esc then starts a new test.
  await page.getByRole("button", { name: "Try the same text again" }).click();
  await expect(page.locator("#passage-text")).toHaveText(text);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("test-difficulty")).toHaveText("medium");
  await expect(page.locator("#passage-text")).not.toHaveText(text);
  errors();
});

test("a repeat of a code test fills each line's indentation in, as the test did", async ({
  page,
}) => {
  await open(page, "/300-characters");
  await textChoice(page).selectOption("code");
  await bar(page).getByLabel("Language").selectOption("python");
  await expect.poll(() => passageText(page)).toMatch(/\n {4}\S/);
  const text = await passageText(page);
  await typeCodeLines(page, text);
  await expect(page.getByRole("heading", { name: "Results", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Try the same text again" }).click();
  await expect(page.locator("#passage-text")).toHaveText(text);
  await typeCodeLines(page, text);
  const results = page.getByTestId("practice-results");
  await expect(results.getByRole("heading", { name: "Repeat Results" })).toBeVisible();
  await expect(results.getByTestId("result-accuracy")).toHaveText("100%");
  await expect(results.getByTestId("result-mistakes")).toHaveText("0");
});
