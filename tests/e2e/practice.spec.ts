import { type Page, expect, test } from "@playwright/test";
import type { KeyStats } from "../../src/core/insight/key-stats.ts";
import type { LeaderboardResponse } from "../../src/core/api/leaderboard.ts";
import { PRACTICE_WORDS } from "../../src/core/practice/practice-words.ts";
import { newUser, signUpByApi, signUpVerifiedByApi } from "./account-helpers.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import { PHONE, SMOKE, waitForHydration } from "./fixtures.ts";
import { saveTimedResult } from "./result-helpers.ts";

// Practice runs type whole texts and some run axe over their results: more than the usual half
// minute on a busy machine.
test.describe.configure({ timeout: 60_000 });

const input = (page: Page) => page.getByLabel("Type the passage here");
const passageText = async (page: Page) => (await page.locator("#passage-text").textContent()) ?? "";
const storedStats = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem("typetempo:key-stats") ?? "null") as KeyStats | null,
  );

/** 24 z's, enough to count: a letter few practice words have, and some do. */
const Z_TEXT = "the lazy zebra dozed by the frozen maze while a fizzy breeze blew "
  .repeat(3)
  .trim();

async function openPractice(page: Page) {
  await page.goto("/practice");
  await waitForHydration(page);
}

/** Starts custom practice of `text`. */
async function startCustom(page: Page, text: string) {
  await page.getByRole("button", { name: "Custom text" }).click();
  await page.getByLabel("Your text").fill(text);
  await page.getByRole("button", { name: "Start Practice" }).click();
  await expect(input(page)).toBeVisible();
}

/** Types the passage shown, with every z as an x, and waits for the results. */
async function typeMissingZ(page: Page) {
  const passage = await passageText(page);
  await input(page).focus();
  await page.keyboard.insertText(passage.replaceAll("z", "x"));
  await expect(page.getByRole("heading", { name: "Practice Results" })).toBeVisible();
}

/** The focus on z itself, beside pairs ending in it ('az'), mistyped as often. */
const zSpot = (page: Page) => page.getByTestId("focus-spot").filter({ hasText: /^z$/ });

/** The share of a text's words that contain z. */
const zShare = (text: string) => {
  const words = text.split(" ");
  return words.filter((word) => word.includes("z")).length / words.length;
};

test("a finished test adds its key figures to this browser's", async ({ page }) => {
  await page.goto("/300-characters");
  await waitForHydration(page);
  const passage = await passageText(page);
  await input(page).focus();
  await page.keyboard.insertText(passage);
  await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
  await expect.poll(() => storedStats(page)).not.toBeNull();
  const stats = (await storedStats(page))!;
  // One keystroke per character of the passage, each counted for the key it expected.
  const hits = Object.values(stats.keys).reduce((sum, [keyHits]) => sum + keyHits, 0);
  expect(hits).toBe(passage.length);
});

test("weak-key practice leans towards a key mistyped in earlier runs, signed out", async ({
  page,
}) => {
  await openPractice(page);
  await expect(page.getByTestId("focus-note")).toContainText("Not enough data yet");
  await startCustom(page, Z_TEXT);
  await typeMissingZ(page);
  await expect(page.getByTestId("save-status")).toHaveText(
    "Practice runs are saved to your profile when you sign in.",
  );
  await expect.poll(async () => (await storedStats(page))?.keys.z?.[1]).toBe(24);

  await page.getByRole("button", { name: "Weak keys" }).click();
  const note = page.getByTestId("focus-note");
  await expect(note).toContainText("Focusing on:");
  await expect(zSpot(page)).toHaveCount(1);
  await expect(note).toContainText("From the tests and practice typed in this browser.");
  // Words with a z are under 3 % of the list; the text draws most of its words for its focus.
  const plain = PRACTICE_WORDS.filter((word) => word.includes("z")).length / PRACTICE_WORDS.length;
  expect(plain).toBeLessThan(0.03);
  expect(zShare(await passageText(page))).toBeGreaterThan(0.25);
});

test("custom text is cleaned, refused when empty or too long, and practised", async ({ page }) => {
  await openPractice(page);
  await page.getByRole("button", { name: "Custom text" }).click();
  const start = page.getByRole("button", { name: "Start Practice" });
  await page.getByLabel("Your text").fill("   \n\t ");
  await start.click();
  await expect(page.getByTestId("custom-text-error")).toHaveText("Enter some text to practise.");
  await expect(page.getByLabel("Your text")).toBeFocused();
  await page.getByLabel("Your text").fill("a".repeat(5001));
  await start.click();
  await expect(page.getByTestId("custom-text-error")).toHaveText(
    "Practice text can be up to 5,000 characters; this is 5,001.",
  );

  await page.getByLabel("Your text").fill("It\u2019s  a \u201cquiet\u201d day\u2014mostly.");
  await start.click();
  await expect(page.locator("#passage-text")).toHaveText('It\'s a "quiet" day-mostly.');
  await expect(page.getByTestId("test-difficulty")).toHaveText("Practice");
  await input(page).focus();
  await page.keyboard.insertText('It\'s a "quiet" dax-mostly.');
  const results = page.getByTestId("practice-results");
  await expect(results.getByRole("heading", { name: "Practice Results" })).toBeVisible();
  await expect(results).toContainText("Unranked");
  await expect(results.getByTestId("result-mode")).toHaveText("Custom text");
  await expect(page.getByTestId("result-accuracy")).toHaveText("96%");
  await expect(page.getByTestId("result-mistakes")).toHaveText("1");
  await expect(results.getByRole("heading", { name: "Speed Graph" })).toBeVisible();
  await expect(results.getByRole("heading", { name: "Keys", exact: true })).toBeVisible();
  await expect(results).not.toContainText(/leaderboard entry|Share on|Share Your Achievement/);

  await page.getByRole("button", { name: "Practise Again" }).click();
  await expect(page.locator("#passage-text")).toHaveText('It\'s a "quiet" day-mostly.');
  await page.getByRole("button", { name: "Change Text" }).click();
  await expect(page.getByLabel("Your text")).toHaveValue(
    "It\u2019s  a \u201cquiet\u201d day\u2014mostly.",
  );
});

test("a custom text's line breaks show a ↵ in every state, in forced colours too", async ({
  page,
}) => {
  await openPractice(page);
  await startCustom(page, "ab\ncd\n\nef\ngh");
  await input(page).focus();
  // The first break typed, the second mistyped, the caret on the third, the fourth to come.
  await page.keyboard.insertText("ab\ncdx");
  const breaks = page.getByTestId("passage").locator(".tt-nl");
  const marks = () =>
    breaks.evaluateAll((spans) =>
      spans.map((span) => {
        const mark = getComputedStyle(span, "::before");
        return {
          state: (span as HTMLElement).dataset.state,
          typed: (span as HTMLElement).dataset.typed,
          text: span.textContent,
          content: mark.content,
          visible: span.getBoundingClientRect().width > 0,
          colouredLikeItsState: mark.color === getComputedStyle(span).color,
        };
      }),
    );
  const expected = (["ok", "bad", "caret", "todo"] as const).map((state) => ({
    state,
    typed: state === "bad" ? "x" : undefined,
    text: "\n",
    // Shown, and silent: its alternative text is empty.
    content: '"↵" / ""',
    visible: true,
    colouredLikeItsState: true,
  }));
  await expect.poll(marks).toEqual(expected);
  await page.emulateMedia({ forcedColors: "active" });
  expect(await marks()).toEqual(expected);
});

test("'Practise this text' opens the Word Count Tool's text in practice, not in the address", async ({
  page,
}) => {
  const text = "A private note, long enough to practise.\nWith a second line.";
  await page.goto("/word-count-tool");
  await waitForHydration(page);
  await page.getByLabel("Your text").fill(text);
  await page.getByRole("button", { name: "Practise this text" }).click();
  await expect(page).toHaveURL(/\/practice$/);
  await expect(page.getByRole("button", { name: "Custom text" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect.poll(() => passageText(page)).toBe(text);
  expect(page.url()).not.toContain("private");
});

test(
  "a signed-in practice run is saved as practice, and the next text follows the profile",
  { tag: SMOKE },
  async ({ page }) => {
    await signUpByApi(page.request, newUser("prac"));
    await openPractice(page);
    await startCustom(page, Z_TEXT);
    await typeMissingZ(page);
    await expect(page.getByTestId("save-status")).toHaveText(
      "Practice run saved to your profile's history",
    );

    await page.getByRole("button", { name: "Weak keys" }).click();
    await expect(zSpot(page)).toHaveCount(1);
    await expect(page.getByTestId("focus-note")).toContainText(
      "From the key statistics of every result saved to your profile.",
    );

    await page.goto("/profile");
    const history = page.getByRole("region", { name: "Your results" });
    await expect(history.getByRole("link", { name: /Practice, Unranked/ })).toHaveCount(1);
  },
);

test("a fast practice run stays off the leaderboard", async ({ page }) => {
  const typist = newUser("pracfast");
  // Verified, so that the typist's test ranks and the practice run is all that could be missing.
  await signUpVerifiedByApi(page.request, typist);
  // The typist's ranked one-minute test, at 90 WPM.
  await saveTimedResult(page.request, { seconds: 60, difficulty: "medium", wpm: 90, seed: 7 });
  const text = "practice makes a typist quick and sure ".repeat(15).trim();
  const start = new Date("2026-05-01T10:00:00Z").getTime();
  await page.clock.install({ time: start });
  await openPractice(page);
  await page.clock.pauseAt(start + 10_000);
  await startCustom(page, text);
  await input(page).focus();
  // The whole text, over exactly one minute: 584 characters, 116 WPM.
  await page.keyboard.insertText(text.slice(0, -1));
  await page.clock.runFor(60_000);
  await page.keyboard.insertText(text.slice(-1));
  await expect(page.getByTestId("result-wpm")).toHaveText(String(Math.round(text.length / 5)));
  await expect(page.getByTestId("save-status")).toHaveText(
    "Practice run saved to your profile's history",
  );

  const board = await page.request.get("/api/leaderboard?duration=60");
  expect(board.status()).toBe(200);
  const { rows } = (await board.json()) as LeaderboardResponse;
  expect(rows.filter((row) => row.username === typist.username).map((row) => row.wpm)).toEqual([
    90,
  ]);
});

for (const [width, use] of [
  ["1280 px", {}],
  ["390 px", PHONE],
] as const) {
  test.describe(`the practice page at ${width}`, () => {
    test.use(use);

    test("has no axe violations in either mode, nor in its results", async ({ page }) => {
      await openPractice(page);
      await expect(page.getByTestId("focus-note")).toBeVisible();
      await expectNoViolations(page);
      await input(page).focus();
      await page.keyboard.insertText(await passageText(page));
      await expect(page.getByRole("heading", { name: "Practice Results" })).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole("button", { name: "Custom text" }).click();
      await page.getByRole("button", { name: "Start Practice" }).click();
      await expect(page.getByTestId("custom-text-error")).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
