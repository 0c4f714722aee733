import { expect, test } from "@playwright/test";
import { newUser, signUpByApi } from "./account-helpers.ts";
import { waitForHydration } from "./fixtures.ts";
import type { ClockedTypist } from "./clocked-typing.ts";
import { openLessons, typeLessonOnClock } from "./lesson-helpers.ts";

// A lesson is typed on the page's clock, then the profile loads its own chunks.
test.describe.configure({ timeout: 60_000 });

/** About 20 WPM, under the lessons' 35 WPM target, so a first lesson unlocks no key. */
const SLOW_TYPIST: ClockedTypist = {
  hold: (i) => 60 + ((i * 29) % 40),
  gap: (i) => 550 + ((i * 37) % 101),
};

const INVITATION = "Take a 1-minute test to see where you stand among TypeTempo's typists.";

test("the profile shows a signed-in typist's lessons after one, and leads back to them", async ({
  page,
}) => {
  await signUpByApi(page.request, newUser("lessonsprofile"));
  await page.clock.install();
  await openLessons(page);
  const keys = await page.getByTestId("key-tile").count();
  await typeLessonOnClock(page, SLOW_TYPIST);
  await expect(page.getByTestId("save-status")).toHaveText(
    "Lesson saved to your profile's history",
  );
  await expect
    .poll(async () => (await (await page.request.get("/api/me/lessons")).json())?.lessons.length)
    .toBe(1);

  await page.goto("/profile");
  await waitForHydration(page);
  const section = page.getByRole("region", { name: "Lessons", exact: true });
  await expect(section.getByText("Keys in play")).toBeVisible();
  await expect(section.getByTestId("lesson-keys")).toHaveText(`6 of ${keys}`);
  await expect(section.getByTestId("lesson-count")).toHaveText("1");
  const calendar = section.getByTestId("practice-calendar");
  await expect(calendar.getByRole("definition").first()).toHaveText("1");
  await expect(calendar.locator('[data-level]:not([data-level="0"])')).toHaveCount(1);
  await expect(section).toContainText(
    "After 5 lessons of this kind, a prediction of when you reach 35 WPM shows here.",
  );
  // No ranked minute yet: an invitation to take one, not a percent.
  await expect(section.getByTestId("typist-percentile")).toHaveText(INVITATION);
  await expect(section.getByRole("link", { name: "Take a 1-minute test" })).toHaveAttribute(
    "href",
    "/1-minute",
  );

  await section.getByRole("link", { name: "Continue lessons" }).click();
  await expect(page).toHaveURL(/\/practice\?mode=lessons$/);
  await expect(page.getByTestId("lessons")).toBeVisible();
});

test("a profile without lessons invites the typist to start them, with no empty charts", async ({
  page,
}) => {
  await signUpByApi(page.request, newUser("nolessons"));
  await page.goto("/profile");
  await waitForHydration(page);
  const section = page.getByRole("region", { name: "Lessons", exact: true });
  await expect(section).toContainText(
    "Lessons start with a few letters and add the next once you type them at your target speed.",
  );
  await expect(section.getByRole("link", { name: "Start lessons" })).toHaveAttribute(
    "href",
    "/practice?mode=lessons",
  );
  await expect(section.getByTestId("practice-calendar")).toHaveCount(0);
  await expect(section.getByTestId("typist-percentile")).toHaveCount(0);
});
