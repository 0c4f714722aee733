import { type Locator, type Page, expect, test } from "@playwright/test";
import type { IssuedChallenge } from "../../src/core/api/challenges.ts";
import { leaderboardResponseSchema } from "../../src/core/api/leaderboard.ts";
import { timedTestPath } from "../../src/core/typing/test-modes.ts";
import { challengeKey, challengeTextFor } from "../../src/server/challenges/challenge-text.ts";
import { newUser, signUpVerifiedByApi } from "./account-helpers.ts";
import { backdateServedTests, pauseSoon } from "./clocked-typing.ts";
import { waitForHydration, watchPageErrors } from "./fixtures.ts";
import { PALETTES, expectNoViolations, showPalette } from "./axe-helpers.ts";
import { E2E_AUTH_SECRET } from "./server-secret.ts";
import { seededRandom } from "../support/typing.ts";

/** The passage as shown, or null once the test has ended and the results replaced it. */
const passageText = (page: Page) =>
  page.evaluate(() => document.querySelector("#passage-text")?.textContent ?? null);

/**
 * Types the passage of a 30-second test as a fast typist's keyboard does, on the page's paused
 * clock (about 200 WPM, however busy the machine): a key goes down every 30 to 90 ms and is
 * held 60 to 110 ms, so presses overlap. It reads the passage again as passages are appended.
 * The test's token is dated earlier (backdateServedTests), so the server takes the half minute
 * as passed.
 */
async function typeFast(page: Page) {
  const random = seededRandom(7);
  let passage = (await passageText(page)) ?? "";
  let elapsed = 0;
  const held: { key: string; upAt: number }[] = [];
  const releaseUntil = async (time: number) => {
    held.sort((a, b) => a.upAt - b.upAt);
    while (held.length > 0 && held[0]!.upAt <= time) {
      const { key, upAt } = held.shift()!;
      await page.clock.runFor(upAt - elapsed);
      elapsed = upAt;
      await page.keyboard.up(key);
    }
  };
  for (let i = 0; ; i++) {
    if (i >= passage.length - 5) passage = (await passageText(page)) ?? passage;
    const key = passage[i]!;
    // The same key again is let go first, as a finger must.
    const again = held.find((press) => press.key === key);
    if (again) await releaseUntil(again.upAt);
    await page.keyboard.down(key);
    held.push({ key, upAt: elapsed + Math.round(60 + random() * 50) });
    const next = elapsed + Math.round(30 + random() * 60);
    if (next >= 30_000) break;
    await releaseUntil(next);
    await page.clock.runFor(next - elapsed);
    elapsed = next;
  }
  await releaseUntil(Infinity);
  await page.clock.runFor(Math.max(0, 30_000 - elapsed + 100));
  await page.clock.resume();
}

/**
 * Copies `text` as a fast typist's keyboard does, on the page's paused clock (about 260 WPM
 * however busy the machine): each key goes down 30 to 60 ms after the one before, which is let
 * go 5 to 25 ms later, so presses overlap. The server replays the keystrokes no later than the
 * answer's arrival on its own clock, so the copy is sent no sooner than its keys' span after
 * the words appeared (`shownAt`, this process's clock).
 */
async function copyOnPausedClock(page: Page, text: string, shownAt: number) {
  const random = seededRandom(11);
  await pauseSoon(page);
  let span = 0;
  let held: string | null = null;
  for (const key of text) {
    if (held === key) {
      await page.keyboard.up(held);
      held = null;
    }
    await page.keyboard.down(key);
    if (held !== null) {
      const overlap = Math.round(5 + random() * 20);
      await page.clock.runFor(overlap);
      await page.keyboard.up(held);
      span += overlap;
    }
    held = key;
    const gap = Math.round(25 + random() * 30);
    await page.clock.runFor(gap);
    span += gap;
  }
  if (held !== null) await page.keyboard.up(held);
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, shownAt + span + 500 - Date.now())),
  );
  await page.clock.resume();
}

/** The WCAG contrast ratio of the canvas's text colour (lit dots) to its background (dark ones). */
const dotContrast = (motion: Locator) =>
  motion.evaluate((canvas: HTMLCanvasElement) => {
    const probe = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const luminance = (colour: string) => {
      probe.fillStyle = colour;
      probe.fillRect(0, 0, 1, 1);
      const [r, g, b] = [...probe.getImageData(0, 0, 1, 1).data].map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(canvas);
    const [lighter, darker] = [luminance(style.color), luminance(style.backgroundColor)].sort(
      (a, b) => b - a,
    );
    return (lighter! + 0.05) / (darker! + 0.05);
  });

async function rankedOnThirtySeconds(page: Page, username: string) {
  const response = await page.request.get("/api/leaderboard?duration=30");
  const { rows } = leaderboardResponseSchema.parse(await response.json());
  return rows.some((row) => row.username === username);
}

test("a scripted typist at about 200 WPM is held, shown the challenge, and ranked on passing it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const pageErrors = watchPageErrors(page);
  const user = newUser("fast");
  await signUpVerifiedByApi(page.request, user);
  const start = new Date("2026-05-01T10:00:00Z").getTime();
  await page.clock.install({ time: start });
  await backdateServedTests(page);
  await page.goto(timedTestPath(30));
  await waitForHydration(page);
  await page.clock.pauseAt(start + 60_000);
  await expect(page.getByLabel("Type the passage here")).toBeFocused();
  await typeFast(page);

  await expect(page.getByTestId("save-status")).toHaveText("Held until you pass a speed challenge");
  await expect(page.getByTestId("held-reason")).toContainText("would enter a board's top 100");
  const wpm = Number(await page.getByTestId("result-wpm").textContent());
  expect(wpm).toBeGreaterThan(120);
  expect(await rankedOnThirtySeconds(page, user.username)).toBe(false);

  // The profile offers the challenge too, for a typist who leaves the results first.
  const profile = await page.context().newPage();
  await profile.goto("/profile");
  const recent = profile.getByRole("region", { name: "Your results" });
  await expect(recent.getByTestId("save-status")).toHaveText(
    "Held until you pass a speed challenge",
  );
  await expect(recent.getByRole("button", { name: "Take the speed challenge" })).toBeVisible();
  await profile.close();

  await page.getByRole("button", { name: "Take the speed challenge" }).click();
  const dialog = page.getByRole("dialog", { name: "Speed challenge" });
  await expect(dialog).toBeVisible();
  // Checked before the challenge starts: the server is timing it once the words show.
  await expectNoViolations(page, { include: "dialog" });
  const issuing = page.waitForResponse("**/api/challenges");
  await dialog.getByRole("button", { name: "Start the challenge" }).click();
  const issued = (await (await issuing).json()) as IssuedChallenge;
  // The test holds the server's secret, as it does to sign test tokens: it cannot read the dots.
  const text = challengeTextFor(challengeKey(E2E_AUTH_SECRET), issued.id);

  await expect(dialog.getByTestId("challenge-countdown")).toHaveText(/^\d+ s left$/);
  const motion = dialog.getByRole("img", { name: "The challenge's words, drawn in moving dots" });
  expect(await motion.evaluate((canvas: HTMLCanvasElement) => canvas.width)).toBe(300);
  // The dots move: the canvas shows a new frame a moment later on the page's paused clock.
  const frame = () => motion.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
  const first = await frame();
  await page.clock.runFor(200);
  expect(await frame()).not.toBe(first);
  // Readable in every theme: the lit dots against the dark ones as each palette paints them.
  for (const palette of PALETTES) {
    await showPalette(page, palette);
    expect(await dotContrast(motion), palette).toBeGreaterThanOrEqual(7);
  }
  await showPalette(page, "dark");
  // At 200 % zoom a 1280 × 720 window is 640 × 360 CSS pixels: the words are drawn no smaller
  // than at 100 %, and the answer's field is still on screen.
  const atFullSize = (await motion.boundingBox())!.height;
  await page.setViewportSize({ width: 640, height: 360 });
  expect((await motion.boundingBox())!.height * 2).toBeGreaterThanOrEqual(atFullSize);
  await dialog.getByLabel("Type the moving words").scrollIntoViewIfNeeded();
  await expect(dialog.getByLabel("Type the moving words")).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });
  const shown = `${await dialog.innerText()} ${await motion.getAttribute("aria-label")}`;
  expect(shown).not.toContain(text.split(" ").slice(0, 3).join(" "));
  expect(await page.content()).not.toContain(text.split(" ").slice(0, 3).join(" "));

  // Copied key by key: the server replays the keystrokes and times the copy by them.
  const shownAt = Date.now();
  await dialog.getByLabel("Type the moving words").focus();
  await copyOnPausedClock(page, text, shownAt);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByTestId("challenge-outcome")).toContainText("Passed:");
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(page.getByTestId("save-status")).toHaveText(
    "Result saved and ranked: you passed the speed challenge.",
  );
  expect(await rankedOnThirtySeconds(page, user.username)).toBe(true);
  pageErrors();
});
