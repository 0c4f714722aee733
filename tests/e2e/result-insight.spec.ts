import { type Page, expect, test } from "@playwright/test";
import type { Insight } from "../../src/core/api/insight.ts";
import { newUser, signUpByApi } from "./account-helpers.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import { backdateServedTests, pauseSoon, typeOnPausedClock } from "./clocked-typing.ts";
import { PHONE, waitForHydration } from "./fixtures.ts";
import { saveTimedResult } from "./result-helpers.ts";

const input = (page: Page) => page.getByLabel("Type the passage here");
const passageText = async (page: Page) => (await page.locator("#passage-text").textContent()) ?? "";
const wrong = (char: string) => (char === "x" ? "y" : "x");

const START = new Date("2026-05-01T10:00:00Z").getTime();

/** Opens a test with a stopped clock that only moves when the test says so. */
async function openTest(page: Page, path: string) {
  await page.clock.install({ time: START });
  await page.goto(path);
  await waitForHydration(page);
  await page.clock.pauseAt(START + 60_000);
  await expect(input(page)).toBeFocused();
  return passageText(page);
}

/** The first lower-case letter at or after `from`: its key is named by its capital. */
function letterFrom(passage: string, from: number): number {
  const index = passage.slice(from).search(/[a-z]/);
  expect(index).toBeGreaterThanOrEqual(0);
  return from + index;
}

/**
 * Types the passage to `end` with a wrong letter at `fixed`, deleted and typed again, and a
 * wrong letter left at `left`; then stops 12 s after the first key.
 */
async function typeWithMistakes(page: Page, passage: string, fixed: number, left: number) {
  const end = left + 10;
  await page.keyboard.insertText(passage.slice(0, fixed));
  await page.keyboard.insertText(wrong(passage[fixed]!));
  await page.keyboard.press("Backspace");
  await page.keyboard.insertText(passage.slice(fixed, left));
  await page.keyboard.insertText(wrong(passage[left]!));
  await page.keyboard.insertText(passage.slice(left + 1, end));
  await page.clock.runFor(12_000);
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
  return end;
}

test("a run with a fixed and a left mistake explains its figures and its keys", async ({
  page,
}) => {
  const passage = await openTest(page, "/300-characters");
  const fixed = letterFrom(passage, 10);
  const left = letterFrom(passage, fixed + 15);
  const end = await typeWithMistakes(page, passage, fixed, left);

  // `end` characters stand in the box, one of them wrong, after 12 s (0.2 minutes):
  // raw end / 5 / 0.2 = end WPM; net (end / 5 − 1) / 0.2 = end − 5.
  await expect(page.getByTestId("figure-raw")).toHaveText(String(end));
  await expect(page.getByTestId("figure-net")).toHaveText(String(end - 5));
  // Keystrokes: every character in the box, plus the deleted wrong one (end + 1); two wrong.
  const accuracy = (Math.round(((end - 1) / (end + 1)) * 1000) / 10).toFixed(1);
  await expect(page.getByTestId("figure-keystroke-accuracy")).toHaveText(`${accuracy}%`);
  await expect(page.getByTestId("figure-time")).toHaveText("12 s");
  await expect(page.getByTestId("characters-correct")).toHaveText(String(end - 1));
  await expect(page.getByTestId("characters-incorrect")).toHaveText("1");
  await expect(page.getByTestId("characters-extra")).toHaveText("0");
  await expect(page.getByTestId("characters-missed")).toHaveText(String(passage.length - end));
  await expect(page.getByTestId("characters-corrected")).toHaveText("1");

  // The one mistake left is listed in its word, the wrong letter marked.
  const item = page.getByTestId("mistake-list").getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Position ${left}`);
  await expect(item.locator("strong")).toHaveText(wrong(passage[left]!));

  // The heatmap names the errors of both letters typed wrong, fixed or not.
  const keys = page.getByRole("group", { name: /^QWERTY keyboard/ });
  for (const position of [fixed, left]) {
    const letter = passage[position]!.toUpperCase();
    const key = keys.getByRole("img", {
      name: new RegExp(`^${letter}: \\d+ hits?, \\d+ errors? \\(`),
    });
    await expect(key).toHaveCount(1);
    await expect(key).toHaveAttribute("title", /errors? \(/);
  }

  // Another layout is kept for the next result.
  await page.getByLabel("Keyboard layout").selectOption("dvorak");
  await expect(page.getByRole("group", { name: /^Dvorak keyboard/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("typetempo:keyboard-layout"))).toBe(
    "dvorak",
  );

  // The keys as a table, for those who cannot see the colours.
  await page.getByText("Key figures as a table").click();
  await expect(page.getByRole("region", { name: "Key figures" }).getByRole("row")).not.toHaveCount(
    0,
  );
});

test("a saved run's key figures are the same in the browser as on the server", async ({ page }) => {
  test.setTimeout(60_000);
  await signUpByApi(page.request, newUser("keys"));
  await page.goto("/300-characters");
  await waitForHydration(page);
  await expect(input(page)).toBeFocused();
  const passage = await passageText(page);
  // In real time, as the server checks a save's time, at a person's uneven pace; one wrong
  // letter fixed and one left.
  const fixed = letterFrom(passage, 5);
  const left = letterFrom(passage, fixed + 10);
  for (const [i, char] of [...passage.slice(0, left + 8)].entries()) {
    if (i === fixed) {
      await page.keyboard.type(wrong(char));
      await page.keyboard.press("Backspace");
    }
    await page.keyboard.type(i === left ? wrong(char) : char);
    await page.waitForTimeout(120 + ((i * 37) % 90));
  }
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(page.getByTestId("save-status")).toHaveText(/^Result saved to your profile/);
  // This browser's figures come from the run as typed, the profile's from the timeline the
  // server verified; a first run is the whole of both.
  // Kept by the page once the results show, in the background.
  let browser: string | null = null;
  await expect
    .poll(
      async () =>
        (browser = await page.evaluate(() => localStorage.getItem("typetempo:key-stats"))),
    )
    .not.toBeNull();
  const insight = await page.request.get("/api/me/insight");
  expect(insight.status()).toBe(200);
  const server = ((await insight.json()) as Insight).keyStats;
  expect(Object.keys(server.keys).length).toBeGreaterThan(5);
  expect(JSON.parse(browser ?? "null")).toEqual(server);
});

test("a signed-in typist's first result and a faster second are personal bests", async ({
  page,
}) => {
  await signUpByApi(page.request, newUser("best"));
  const best = page.getByTestId("personal-best");
  // The typing's time passes on the page's clock, and the server takes it as passed.
  await page.clock.install();
  await backdateServedTests(page);
  let previous = 0;
  for (const pause of [300, 120]) {
    await page.goto("/300-characters");
    await waitForHydration(page);
    await expect(input(page)).toBeFocused();
    await pauseSoon(page);
    // Key by key at a person's uneven pace, each key held a while, since the server checks the
    // rhythm and the key presses too: a flagged result would be no personal best.
    const hold = (i: number) => 60 + ((i * 37) % 40);
    await typeOnPausedClock(page, {
      keys: 40,
      hold,
      gap: (i) => hold(i) + Math.round(pause * (0.3 + ((i * 53) % 100) / 70)),
    });
    await page.clock.resume();
    await page.getByRole("button", { name: "Stop" }).click();
    await expect(page.getByTestId("save-status")).toHaveText("Result saved to your profile");
    const wpm = Number(await page.getByTestId("result-wpm").textContent());
    const opening = `New personal best for 300 Characters · Medium: ${wpm} WPM`;
    if (previous === 0) {
      await expect(best).toHaveText(`${opening}, your first result of this mode.`);
    } else {
      expect(wpm).toBeGreaterThan(previous);
      const difference = (wpm - previous).toFixed(1);
      await expect(best).toHaveText(
        `${opening}, +${difference} over your average of ${previous.toFixed(1)}.`,
      );
    }
    await expect(best).toHaveAttribute("role", "status");
    previous = wpm;
  }
});

for (const [width, use] of [
  ["1280 px", {}],
  ["390 px", PHONE],
] as const) {
  test.describe(`the results panel at ${width}`, () => {
    test.use(use);
    test("has no axe violations, with its tables open and its keys by speed", async ({ page }) => {
      // Two full scans of a long page, on a shared machine.
      test.setTimeout(90_000);
      const passage = await openTest(page, "/300-characters");
      await typeWithMistakes(page, passage, letterFrom(passage, 10), letterFrom(passage, 40));
      // axe waits on timers of its own, so the clock runs from here.
      await page.clock.resume();
      await expect(page.getByTestId("speed-graph").locator("svg")).toBeVisible();
      // The score comes first on a phone: the tiles are on the first screen.
      await expect(page.getByTestId("result-wpm")).toBeInViewport();
      await expectNoViolations(page);
      await page.getByText("Show the graph as a table").click();
      await page.getByText("Key figures as a table").click();
      await page.getByText("Speed", { exact: true }).click();
      await expect(page.getByRole("group", { name: /coloured by mean time$/ })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}

test.describe("a saved result's own page", () => {
  test("explains it to its typist, links its replay, and says when there is none", async ({
    page,
  }) => {
    await signUpByApi(page.request, newUser("detail"));
    const saved = await saveTimedResult(page.request, {
      seconds: 30,
      difficulty: "medium",
      wpm: 40,
    });
    await page.goto(`/results/${saved.id}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Your result" })).toBeVisible();
    await expect(page.getByTestId("result-test")).toHaveText("30 Seconds · Medium");
    await expect(page.getByTestId("result-wpm")).toHaveText("40");
    // Every character right: raw and net speed are the score, and nothing was corrected.
    await expect(page.getByTestId("figure-raw")).toHaveText("40");
    await expect(page.getByTestId("figure-net")).toHaveText("40");
    await expect(page.getByTestId("characters-corrected")).toHaveText("0");
    await expect(page.getByText("No mistakes. Clean run!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Watch replay" })).toHaveAttribute(
      "href",
      `/replay/${saved.id}`,
    );
    await expect(page.getByRole("group", { name: /^QWERTY keyboard/ })).toBeVisible();
    await expectNoViolations(page);

    const unknown = await page.goto(`/results/${saved.id + 1_000_000}`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Result not found" })).toBeVisible();
  });
});

test("one score heads the result, and the other speeds say what they are", async ({ page }) => {
  // A run, its explanations one by one, an accessibility check and the FAQ.
  test.slow();
  const passage = await openTest(page, "/300-characters");
  const fixed = letterFrom(passage, 10);
  const end = await typeWithMistakes(page, passage, fixed, letterFrom(passage, fixed + 15));
  // The page's clock runs again, past the moment after the end when every key is swallowed.
  await page.clock.runFor(5000);
  await page.clock.resume();
  // Over 12 s (0.2 minutes) with one wrong character left of `end`: three different speeds.
  const score = page.getByTestId("result-wpm");
  await expect(score).toHaveText(String(end - 1));
  await expect(page.getByTestId("figure-raw")).toHaveText(String(end));
  await expect(page.getByTestId("figure-net")).toHaveText(String(end - 5));
  // WPM is the score, and the only speed called WPM.
  await expect(score.locator("..")).toContainText("Your score");
  await expect(page.getByText(/Raw WPM|Net WPM/)).toHaveCount(0);
  await expect(page.getByTestId("score-hint")).toHaveText(
    /^Your score is the words per minute above\./,
  );

  // Each speed explains itself in one line, on focus and on hover; Escape hides it. The pointer
  // is still where Stop was, perhaps over a "?": it goes out of the way first.
  await page.mouse.move(0, 0);
  const explained = [
    ["What is words per minute?", /^Your score: correct characters ÷ 5, per minute\./],
    ["What is raw speed?", /^Not your score: every character you typed/],
    ["What is net speed?", /^Not your score: raw speed less one word per minute/],
  ] as const;
  for (const [name, line] of explained) {
    const button = page.getByRole("button", { name });
    await expect(button).toHaveAccessibleDescription(line);
    await button.focus();
    await expect(page.getByRole("tooltip")).toHaveText(line);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    // That Escape was the explanation's: the results stay.
    await expect(score).toBeVisible();
    await button.blur();
  }
  await page.getByRole("button", { name: "What is raw speed?" }).hover();
  await expect(page.getByRole("tooltip")).toHaveText(explained[1][1]);
  // Shown over the figures, the line still passes every check.
  await expectNoViolations(page);
  await page.mouse.move(0, 0);
  await expect(page.getByRole("tooltip")).toHaveCount(0);

  // The FAQ says the same.
  await page.goto("/faq");
  const answer = page.getByRole("heading", { name: "Which speed is my score: WPM, raw or net?" });
  await expect(answer).toBeVisible();
  for (const line of [
    "correct characters ÷ 5, per minute. It is the speed saved, ranked and compared.",
    "every character you typed, wrong ones included, ÷ 5 per minute.",
    "raw speed less one word per minute for each wrong character left in.",
  ]) {
    await expect(page.getByRole("listitem").filter({ hasText: line })).toHaveCount(1);
  }
});
