import { type Page, expect } from "@playwright/test";
import axe from "axe-core";
import { newLessonProgress } from "../../src/core/lessons/lesson-progress.ts";
import { PAGES } from "../../src/core/site/route-catalog.ts";
import { type Palette, THEMES } from "../../src/core/settings/settings.ts";
import { waitForHydration } from "./fixtures.ts";
import { newUser, signUpByApi } from "./account-helpers.ts";
import { DAY_MS, letterLesson } from "./lesson-helpers.ts";
import { saveTimedResult } from "./result-helpers.ts";

/**
 * Every WCAG 2.2 AA rule, and axe's best practices: landmarks, heading order and the like, which
 * no success criterion names but a screen reader's user meets on every page.
 */
const RULE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Every route with a page of its own, and the 404 page. */
export const ROUTES = [...PAGES, { path: "/404" }];

/** Every palette a typist can choose ("system" is dark or light); dark is the default. */
export const PALETTES = THEMES.filter((theme): theme is Palette => theme !== "system");

/**
 * Tags the sweeps of every route and screen in every theme: what they check comes from the
 * stylesheet and the markup alone, so the run on PostgreSQL leaves them to the run on the
 * embedded database (playwright.config.ts).
 */
export const APPEARANCE = "@appearance";

/** The rules whose outcome depends on the colours: what a theme can break. */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Shows the page as it is in `palette`, without loading it again: a palette is nothing but the
 * attribute the head script sets on <html>. Resolves once the colour transitions have run.
 */
export async function showPalette(page: Page, palette: Palette) {
  await page.evaluate(async (theme) => {
    document.documentElement.setAttribute("data-theme", theme);
    // Transitions only: a spinner's animation never finishes.
    const fading = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(fading.map((transition) => transition.finished));
  }, palette);
}

/**
 * Runs axe in the page itself. @axe-core/playwright injects axe's 1.5 MB source twice for each
 * analysis and finishes it in a new blank page: about a second a run, most of a sweep's time.
 * Here the source goes in once per document. That builder also reaches into frames; the site
 * has none, and the check below says so should one appear.
 */
async function runAxe(page: Page, options: axe.RunOptions, include?: string) {
  expect(page.frames(), "axe here checks the top document only").toHaveLength(1);
  // Colours read halfway through a transition are neither the old nor the new ones: a control's
  // 150 ms colour change once failed the contrast check. Finite animations end first; endless
  // ones (the idle caret's blink) are what the page looks like.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ({ options, include }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      return inPage.run(include ? { include: [include] } : document, options);
    },
    { options, include },
  );
}

/**
 * Fails on any axe violation on the page as it is (or in `include`, a selector), of every
 * WCAG 2.2 AA rule and best practice, or of `rules`.
 */
export async function expectNoViolations(
  page: Page,
  { rules, include }: { rules?: string[]; include?: string } = {},
) {
  const results = await runAxe(
    page,
    { runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: RULE_TAGS } },
    include,
  );
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
  ).toEqual([]);
}

/**
 * Opens a route as its audience sees it: the profile signed in, with a result, as signed-out
 * visitors are sent home and a typist's profile fills with their tests.
 */
export async function openRoute(page: Page, path: string) {
  if (path === "/profile") {
    await signUpByApi(page.request, newUser("axe"));
    await saveTimedResult(page.request, { seconds: 60, difficulty: "medium", wpm: 55 });
    // A few lessons, so the profile's Lessons section shows its figures and calendar.
    const keys = ["e", "t", "o", "a", "h", "i"];
    const lessons = [3, 1, 0].map((days) => letterLesson(keys, 300, Date.now() - days * DAY_MS));
    const saved = await page.request.put("/api/me/lessons", {
      data: { ...newLessonProgress("en", "qwerty"), lessons },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await page.goto(path);
  await waitForHydration(page);
  if (path === "/profile") {
    await expect(page.getByRole("img", { name: /WPM of your last 1 test/ })).toBeVisible();
    await expect(page.getByTestId("practice-calendar")).toBeVisible();
  }
}
