import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import { fillSignIn, newUser, openModal, signUpByApi } from "./account-helpers.ts";
import { waitForHydration } from "./fixtures.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import { saveTimedResult } from "./result-helpers.ts";
import { DEFAULT_TEXT_CHOICE, type TextChoice } from "../../src/core/texts/text-choice.ts";

/** Saves a finished one-minute hard test for the signed-in page, all typed correctly. */
function saveOneMinute(page: Page, wpm: number) {
  return saveTimedResult(page.request, { seconds: 60, difficulty: "hard", wpm });
}

test("a signed-out visitor is sent home and asked to sign in", async ({ page }) => {
  await page.goto("/profile");
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/$/);
  const prompt = page
    .getByRole("alert")
    .filter({ hasText: "Please sign in to view your profile." });
  await expect(prompt).toBeVisible();
  await prompt.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await page.keyboard.press("Escape");
  await prompt.getByRole("button", { name: "Return Home" }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test("an anonymous save is refused with 401", async ({ page }) => {
  const response = await page.request.post("/api/results", {
    data: {
      token: "a.b",
      mode: "1-minute",
      difficulty: "hard",
      duration: 60,
      rawText: "abc",
      typedText: "a",
      timeline: [[0, 0, 0, "a"]],
    },
  });
  expect(response.status()).toBe(401);
});

test("a new profile says there are no results yet", async ({ page }) => {
  await signUpByApi(page.request, newUser());
  await page.goto("/profile");
  await expect(page.getByText("No test results yet")).toBeVisible();
  for (const label of ["Average WPM", "Best WPM"]) {
    await expect(page.getByText(label, { exact: true }).locator("..")).toContainText("0");
  }
  // The accessibility sweep opens the profile with a result; this is its empty state.
  await expectNoViolations(page);
});

test("saved results show on the profile with the right statistics", async ({ page }) => {
  const user = newUser();
  await signUpByApi(page.request, user);
  // 200 and 300 correct characters in one minute: 40 and 60 WPM at 100 % accuracy.
  const first = await saveOneMinute(page, 40);
  expect(first).toMatchObject({ wpm: 40, accuracy: 100, mistakes: 0 });
  await saveOneMinute(page, 60);

  await page.goto("/profile");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: user.username })).toBeVisible();
  const card = (label: string) => page.getByText(label, { exact: true }).locator("..");
  await expect(card("Average WPM")).toContainText("50");
  await expect(card("Best WPM")).toContainText("60");
  await expect(card("Average Accuracy")).toContainText("100%");
  // One board only: named, with nothing to choose.
  const bests = page.getByRole("region", { name: "Personal Bests" });
  await expect(bests.getByTestId("bests-text")).toHaveText("Passages");
  await expect(bests.getByLabel("Text", { exact: true })).toHaveCount(0);

  const rows = page.getByRole("region", { name: "Your results" }).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole("link", { name: /^60\.0 WPM/ })).toBeVisible();
  await expect(rows.first()).toContainText("100.0%");
  await expect(rows.first()).toContainText("1 Minute");
  await expect(rows.first()).toContainText("Hard");
  await expect(rows.last()).toContainText("40.0");

  await expect(page.getByRole("heading", { name: "Recent Progress" })).toBeVisible();
  const chart = page.getByTestId("progress-chart");
  await expect(chart.locator("canvas")).toBeVisible();
  expect((await chart.boundingBox())?.height).toBe(300);
  await expect(page.getByRole("img", { name: /WPM of your last 2 tests, from 40/ })).toBeVisible();

  await expectNoViolations(page);
});

test("personal bests show one board at a time, opening on the latest test's", async ({ page }) => {
  await signUpByApi(page.request, newUser());
  await saveOneMinute(page, 40);
  const french: TextChoice = {
    ...DEFAULT_TEXT_CHOICE,
    kind: "words",
    language: "fr",
    punctuation: true,
  };
  await saveTimedResult(page.request, { seconds: 30, difficulty: "easy", wpm: 55, text: french });
  await page.goto("/profile");
  await waitForHydration(page);

  const bests = page.getByRole("region", { name: "Personal Bests" });
  const board = bests.getByLabel("Text", { exact: true });
  await expect(board).toHaveValue("words:fr:punctuation");
  await expect(board.getByRole("option")).toHaveText([
    "Passages",
    "Common words · Français · punctuation",
  ]);
  await expect(bests.getByRole("rowheader")).toHaveText(["30 Seconds"]);
  await expect(bests.getByRole("row", { name: /^30 Seconds/ }).getByRole("cell")).toHaveText([
    /^55\.0100\.0%Race$/,
    /—/,
    /—/,
  ]);
  await expect(
    bests.getByRole("link", {
      name: /Common words · Français · punctuation, 30 Seconds Easy: open this result/,
    }),
  ).toBeVisible();
  await expect(
    bests.getByRole("link", {
      name: "Race your best, Common words · Français · punctuation, 30 Seconds Easy",
    }),
  ).toBeVisible();

  await board.selectOption({ label: "Passages" });
  await expect(bests.getByRole("rowheader")).toHaveText(["1 Minute"]);
  await expect(bests.getByRole("row", { name: /^1 Minute/ }).getByRole("cell")).toHaveText([
    /—/,
    /—/,
    /^40\.0100\.0%Race$/,
  ]);
});

test("the user can download all their data as JSON and their results as CSV", async ({ page }) => {
  const user = newUser();
  await signUpByApi(page.request, user);
  await saveOneMinute(page, 50);
  await page.goto("/profile");
  await waitForHydration(page);

  const [json] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download all my data (JSON)" }).click(),
  ]);
  expect(json.suggestedFilename()).toBe("typetempo-data.json");
  const data = JSON.parse(fs.readFileSync((await json.path())!, "utf8"));
  expect(data.user).toMatchObject({ email: user.email, username: user.username });
  expect(data.results).toHaveLength(1);
  expect(data.results[0]).toMatchObject({ wpm: 50, mode: "1-minute" });

  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my results (CSV)" }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe("typetempo-results.csv");
  const lines = fs
    .readFileSync((await csv.path())!, "utf8")
    .trim()
    .split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(",1-minute,hard,60,50,100,0,");
});

test("the user can change their username and password", async ({ page }) => {
  const user = newUser();
  await signUpByApi(page.request, user);
  await page.goto("/profile");
  await waitForHydration(page);
  const renamed = `${user.username.slice(0, 16)}_new`;
  await page.getByLabel("New username").fill("x");
  await page.getByRole("button", { name: "Change username" }).click();
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  await page.getByLabel("New username").fill(renamed);
  await page.getByRole("button", { name: "Change username" }).click();
  await expect(page.getByText("Username changed")).toBeVisible();
  await expect(page.getByRole("heading", { name: renamed })).toBeVisible();

  await page.getByLabel("Current password").fill(user.password);
  await page.getByLabel("New password").fill("even-better-pass");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(/Password changed/)).toBeVisible();
});

test("deleting the account removes everything and signs the user out", async ({ page }) => {
  const user = newUser();
  await signUpByApi(page.request, user);
  await saveOneMinute(page, 40);
  await page.goto("/profile");
  await waitForHydration(page);

  await page.getByRole("button", { name: "Delete my account" }).click();
  await page.getByRole("button", { name: "Yes, delete everything" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("alert")).toHaveText(
    "Your account has been deleted, with every result and sign-in method it had.",
  );
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("button", { name: "Sign In" })).toBeVisible();

  expect((await page.request.get("/api/me/results")).status()).toBe(401);
  await openModal(page, "Sign In");
  await fillSignIn(page, user);
  await expect(page.getByRole("dialog").getByRole("alert")).toHaveText("Invalid email or password");
  const leaderboardRows = await page.request.get("/api/username-availability", {
    params: { username: user.username },
  });
  expect(await leaderboardRows.json()).toEqual({ available: true });
});
