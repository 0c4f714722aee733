import { type Page, expect } from "@playwright/test";
import type { KeyStat } from "../../src/core/insight/key-stats.ts";
import type { LessonRecord } from "../../src/core/lessons/lesson-progress.ts";
import { type ClockedTypist, pauseSoon, typeTextOnPausedClock } from "./clocked-typing.ts";
import { waitForHydration } from "./fixtures.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;

export const lessonInput = (page: Page) => page.getByLabel("Type the passage here");
export const passageText = async (page: Page) =>
  (await page.locator("#passage-text").textContent()) ?? "";

export async function openLessons(page: Page) {
  await page.goto("/practice?mode=lessons");
  await waitForHydration(page);
  await expect(lessonInput(page)).toBeVisible();
}

/**
 * A fast typist on the page's clock: keys 80 to 140 ms apart, about 110 WPM, three times the
 * lessons' 35 WPM target; each held 30 to 54 ms.
 */
export const FAST_TYPIST: ClockedTypist = {
  hold: (i) => 30 + ((i * 29) % 25),
  gap: (i) => 80 + ((i * 37) % 61),
};

/**
 * Types the lesson shown on the page's paused clock at `typist`'s rhythm, exact however busy
 * the machine is, and waits for its results. The page's clock must have been installed before
 * it loaded.
 */
export async function typeLessonOnClock(page: Page, typist: ClockedTypist = FAST_TYPIST) {
  const text = await passageText(page);
  await lessonInput(page).focus();
  await pauseSoon(page);
  await typeTextOnPausedClock(page, text, typist);
  await page.clock.resume();
  await expect(page.getByRole("heading", { name: "Lesson Results" })).toBeVisible();
}

/** A lesson of letters whose keys were each typed `timed` times, `ms` apart. */
export function letterLesson(
  keys: readonly string[],
  ms: number,
  at: number,
  timed = 12,
): LessonRecord {
  const stat = (): KeyStat => [timed, 0, timed, ms * timed];
  return {
    at,
    kind: "letters",
    ms: 60_000,
    chars: 150,
    errors: 0,
    keys: Object.fromEntries(keys.map((key) => [key, stat()])),
  };
}
