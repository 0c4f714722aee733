import { type Page, expect, test } from "@playwright/test";
import type { HistoryPage } from "../../src/core/api/results.ts";
import { WORD_COUNTS, wordTestPath } from "../../src/core/typing/test-modes.ts";
import { newUser, signUpVerifiedByApi } from "./account-helpers.ts";
import {
  PERSON_TYPIST,
  backdateServedTests,
  pauseSoon,
  typeTextOnPausedClock,
} from "./clocked-typing.ts";
import { SMOKE, waitForHydration, watchPageErrors } from "./fixtures.ts";

const bar = (page: Page) => page.getByRole("region", { name: "Test settings" });
const textChoice = (page: Page) => bar(page).getByLabel("Text", { exact: true });
const passage = (page: Page) => page.locator("#passage-text");
const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** The signed-in typist's newest result, as the profile's history reads it. */
async function newestResult(page: Page) {
  const response = await page.request.get("/api/me/history");
  expect(response.status()).toBe(200);
  return ((await response.json()) as HistoryPage).results[0];
}

/**
 * Opens the 10-word test signed in, with the text chosen, and types its text to the result,
 * checking the header's word count on the way.
 */
async function typeTenWords(page: Page, prefix: string, choose: () => Promise<void>) {
  await signUpVerifiedByApi(page.request, newUser(prefix));
  // Typed at a person's pace on the page's paused clock, its token dated as the server would
  // have issued it earlier (clocked-typing.ts): the server checks both.
  await page.clock.install();
  await backdateServedTests(page);
  await page.goto(wordTestPath(10));
  await waitForHydration(page);
  const prose = (await passage(page).textContent()) ?? "";
  await choose();
  await expect(passage(page)).not.toHaveText(prose);
  const text = (await passage(page).textContent()) ?? "";
  expect(words(text)).toHaveLength(10);
  const progress = page.getByTestId("live-words");
  await expect(progress).toHaveText("0/10");

  const fourth = words(text).slice(0, 4).join(" ").length;
  await page.getByLabel("Type the passage here").focus();
  await pauseSoon(page);
  await typeTextOnPausedClock(page, text.slice(0, fourth + 1), PERSON_TYPIST);
  // The header follows the clock's tick, at most a second behind.
  await page.clock.runFor(1000);
  await expect(progress).toHaveText("4/10");
  await typeTextOnPausedClock(page, text.slice(fourth + 1), PERSON_TYPIST);
  await page.clock.resume();
  await expect(page.getByRole("heading", { name: "Results", exact: true })).toBeVisible();
  await expect(page.getByTestId("result-mode")).toHaveText("10 Words");
  await expect(page.getByTestId("result-accuracy")).toHaveText("100%");
  await expect(page.getByTestId("save-status")).toHaveText(/^Result saved to your profile/);
  return text;
}

test(
  "a 10-word common-words test with punctuation is typed to its result and saved, unranked",
  { tag: SMOKE },
  async ({ page }) => {
    const errors = watchPageErrors(page);
    const text = await typeTenWords(page, "words10", async () => {
      await textChoice(page).selectOption("words");
      await bar(page).getByLabel("Punctuation").check();
      // Only punctuated words end with a sentence end: the test of the toggle's text is there.
      await expect(passage(page)).toHaveText(/[.?!]$/);
    });
    // Ten words served as ten: the last ends its sentence.
    expect(text).toMatch(/^[A-Z]/);
    expect(text).toMatch(/[.?!]$/);
    await expect(page.getByTestId("result-text")).toHaveText(
      "Common words · English · punctuation",
    );
    const saved = await newestResult(page);
    expect(saved).toMatchObject({ mode: "10 Words", kind: "test", accuracy: 100 });
    errors();
  },
);

test("a 10-word quotes test is typed to its result with its source, and saved", async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await typeTenWords(page, "quote10", async () => {
    await textChoice(page).selectOption("quotes");
    await expect(page.getByTestId("quote-source")).toBeVisible();
  });
  await expect(page.getByTestId("result-text")).toHaveText("Quotes");
  await expect(page.getByTestId("result-quote-sources").getByRole("listitem")).not.toHaveCount(0);
  const saved = await newestResult(page);
  expect(saved).toMatchObject({ mode: "10 Words", kind: "test", accuracy: 100 });
  errors();
});

test("each word test's page opens its test of that many words", async ({ page }) => {
  const errors = watchPageErrors(page);
  for (const count of WORD_COUNTS) {
    await page.goto(wordTestPath(count));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${count} Words Typing Test`);
    await expect(page.getByTestId("live-words")).toHaveText(`0/${count}`);
    expect(words((await passage(page).textContent()) ?? "")).toHaveLength(count);
  }
  // Listed with the other tests in the side navigation, by their short labels.
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "25 words", exact: true }).click();
  await expect(page).toHaveURL(/\/25-words$/);
  errors();
});
