import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { newUser, signUpByApi, signUpVerifiedByApi } from "./account-helpers.ts";
import { waitForHydration, watchPageErrors } from "./fixtures.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import { MODERATOR } from "./moderator.ts";
import { saveTimedResult } from "./result-helpers.ts";

/** A new typist's ranked 30-second hard result at `wpm`, saved through the API. */
async function rankedResult(request: APIRequestContext, wpm: number, seed: number) {
  const typist = newUser("rp");
  await signUpVerifiedByApi(request, typist);
  const saved = await saveTimedResult(request, { seconds: 30, difficulty: "hard", wpm, seed });
  return { typist, saved };
}

/** The replay's clock, in ms: "m:ss.s / m:ss.s". */
async function clockMs(page: Page): Promise<number> {
  const text = (await page.getByTestId("replay-clock").textContent()) ?? "";
  const [minutes, seconds] = text.split(" / ")[0]!.split(":");
  return (Number(minutes) * 60 + Number(seconds)) * 1000;
}

/** How fast the replay's clock runs against the wall clock, over about a second. */
async function playbackRate(page: Page): Promise<number> {
  const from = await clockMs(page);
  const started = Date.now();
  await page.waitForTimeout(1200);
  const to = await clockMs(page);
  return (to - from) / (Date.now() - started);
}

const typedCount = (page: Page) =>
  page.getByTestId("replay-text").evaluate((box) => {
    let n = 0;
    for (const span of box.querySelectorAll('[data-state="ok"], [data-state="bad"]')) {
      n += span.textContent?.length ?? 0;
    }
    return n;
  });

test("the leaderboard row links to a replay that plays, pauses, changes speed and scrubs", async ({
  page,
  browser,
}) => {
  const checkErrors = watchPageErrors(page);
  const typistContext = await browser.newContext();
  const { typist, saved } = await rankedResult(typistContext.request, 97, 41);
  await typistContext.close();

  await page.goto("/leaderboard?duration=30&difficulty=hard");
  await waitForHydration(page);
  const link = page.locator(`a[href="/replay/${saved.id}"]`);
  await expect(link).toHaveText("97.0");
  await link.click();
  await expect(page).toHaveURL(`/replay/${saved.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Replay");
  await expect(page.getByText(`${typist.username} typed this`)).toBeVisible();
  await expect(page.getByTestId("replay-text")).toContainText(saved.rawText.slice(0, 40));
  // At 0:00.0 only the first keystroke, which starts the clock, has happened.
  expect(await typedCount(page)).toBe(1);
  await expect(page.getByTestId("live-wpm")).toHaveText("0");

  // Text appears as it was typed, a little more at each moment.
  await page.getByRole("button", { name: "4×" }).click();
  await expect(page.getByRole("button", { name: "4×" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Play" }).click();
  await expect.poll(() => typedCount(page)).toBeGreaterThan(10);
  const early = await typedCount(page);
  await expect.poll(() => typedCount(page)).toBeGreaterThan(early + 10);
  expect(await playbackRate(page)).toBeGreaterThan(2.5);
  await expect(page.getByTestId("live-wpm")).not.toHaveText("0");

  await page.getByRole("button", { name: "1×" }).click();
  const atOne = await playbackRate(page);
  expect(atOne).toBeGreaterThan(0.5);
  expect(atOne).toBeLessThan(1.8);

  await page.getByRole("button", { name: "Pause" }).click();
  const paused = await typedCount(page);
  const pausedAt = await clockMs(page);
  await page.waitForTimeout(600);
  expect(await typedCount(page)).toBe(paused);
  expect(await clockMs(page)).toBe(pausedAt);

  // Scrubbing to the end shows the whole typed text and the final speed; to the start, none.
  const scrubber = page.getByLabel("Position in the test");
  await scrubber.fill("30000");
  await expect.poll(() => typedCount(page)).toBe(saved.typedText.length);
  await expect(page.getByTestId("live-wpm")).toHaveText("97");
  await expect(page.getByTestId("replay-clock")).toHaveText("0:30.0 / 0:30.0");
  await scrubber.fill("0");
  await expect.poll(() => typedCount(page)).toBe(1);
  await scrubber.fill("15000");
  const halfway = await typedCount(page);
  expect(halfway).toBeGreaterThan(0);
  expect(halfway).toBeLessThan(saved.typedText.length);

  await expect(page.getByRole("img", { name: /Words per minute over 30 seconds/ })).toBeVisible();
  await expectNoViolations(page);
  checkErrors();
});

test("a signed-in typist reports a ranked result from its replay, once", async ({
  page,
  browser,
}) => {
  const typistContext = await browser.newContext();
  const { saved } = await rankedResult(typistContext.request, 88, 43);
  await typistContext.close();

  await signUpByApi(page.request, newUser("rq"));
  await page.goto(`/replay/${saved.id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Report this result" }).click();
  await page.getByLabel("Why do you doubt this result?").fill("no");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByRole("alert")).toContainText("Reason must be at least 3 characters");
  await page.getByLabel("Why do you doubt this result?").fill("Every key 80 ms apart");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toHaveText(
    "Thank you. A moderator will look at this result.",
  );

  await page.reload();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Report this result" }).click();
  await page.getByLabel("Why do you doubt this result?").fill("Still too even");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByRole("alert")).toHaveText("You have already reported this result.");
});

test("a moderator unranks a reported result and it leaves the leaderboard", async ({
  page,
  browser,
}) => {
  const typistContext = await browser.newContext();
  const { typist, saved } = await rankedResult(typistContext.request, 93, 42);
  await typistContext.close();
  const reporterContext = await browser.newContext();
  await signUpByApi(reporterContext.request, newUser("rr"));
  const report = await reporterContext.request.post(`/api/results/${saved.id}/reports`, {
    data: { reason: "Rhythm looks scripted" },
  });
  expect(report.status(), await report.text()).toBe(201);
  await reporterContext.close();

  const onBoard = page.locator(`a[href="/replay/${saved.id}"]`);
  await page.goto("/leaderboard?duration=30&difficulty=hard");
  await waitForHydration(page);
  await expect(onBoard).toBeVisible();

  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email: MODERATOR.email, password: MODERATOR.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await page.goto("/admin");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moderation");
  await page.getByRole("button", { name: "Reported" }).click();
  const row = page.locator(`tr[data-result-id="${saved.id}"]`);
  await expect(row).toContainText(typist.username);
  await expect(row).toContainText("93.0");
  await expect(row).toContainText("Rhythm looks scripted");
  await expect(row.getByRole("link", { name: `Replay #${saved.id}` })).toHaveAttribute(
    "href",
    `/replay/${saved.id}`,
  );
  await expectNoViolations(page);
  await row.getByLabel(`Reason for result ${saved.id}`).fill("Replay shows pasted bursts");
  await row.getByRole("button", { name: "Unrank" }).click();
  await expect(row).toContainText("Removed");
  await expect(row.getByRole("button", { name: "Rank", exact: true })).toBeVisible();
  const log = page.getByRole("list", { name: "Moderation log" });
  await expect(log).toContainText(
    `${MODERATOR.username} unranked result #${saved.id} of ${typist.username}`,
  );
  await expect(log).toContainText("Replay shows pasted bursts");

  await page.goto("/leaderboard?duration=30&difficulty=hard");
  await waitForHydration(page);
  await expect(page.locator("tbody").first()).toBeVisible();
  await expect(onBoard).toHaveCount(0);

  // A moderator can also act from the replay, which they still see: ranking it restores it.
  await page.goto(`/replay/${saved.id}`);
  await waitForHydration(page);
  const moderate = page.getByRole("region", { name: "Moderate" });
  await expect(moderate).toContainText("Not ranked (removed)");
  await moderate.getByLabel(`Reason for result ${saved.id}`).fill("Second look: human");
  await moderate.getByRole("button", { name: "Rank", exact: true }).click();
  await expect(moderate).toContainText("Ranked");
  await expect(moderate.getByRole("button", { name: "Unrank" })).toBeVisible();
  await page.goto("/leaderboard?duration=30&difficulty=hard");
  await waitForHydration(page);
  await expect(onBoard).toBeVisible();
});

test("a typist who is not a moderator is told so on /admin, and the API answers 403", async ({
  page,
}) => {
  await page.goto("/admin");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Sign in to continue" })).toBeVisible();

  await signUpByApi(page.request, newUser("na"));
  expect((await page.request.get("/api/admin/results")).status()).toBe(403);
  await page.goto("/admin");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "You are not allowed here" })).toBeVisible();
  await expect(
    page.getByText(
      "This area is for moderators only. Your account is not allowed to review results.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Unrank" })).toHaveCount(0);
});
