import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { newUser, outboxLink, signUpByApi, signUpVerifiedByApi } from "./account-helpers.ts";
import { PHONE, waitForHydration } from "./fixtures.ts";
import {
  APPEARANCE,
  COLOUR_RULES,
  PALETTES,
  ROUTES,
  expectNoViolations,
  openRoute,
  showPalette,
} from "./axe-helpers.ts";
import { MODERATOR } from "./moderator.ts";
import { flaggedResult, saveTimedResult } from "./result-helpers.ts";

/**
 * The routes the sweep opens. The pages of one of these kinds are one route module each (the
 * timed tests, the character tests, the word tests, the articles), the same markup with other
 * words: the first of each stands for the rest, whose titles and headings routes.spec.ts checks
 * one by one. Every other route is a layout of its own.
 */
const SHARED_LAYOUTS: readonly string[] = ["timed-test", "length-test", "word-test", "article"];
const SWEPT_ROUTES = ROUTES.filter(
  (route, index) =>
    !("kind" in route) ||
    !SHARED_LAYOUTS.includes(route.kind) ||
    ROUTES.findIndex((other) => "kind" in other && other.kind === route.kind) === index,
);

/** Every rule in the default theme, then the rules a palette can break under each other one. */
async function expectNoViolationsInAnyTheme(page: Page) {
  await expectNoViolations(page);
  for (const palette of PALETTES.filter((palette) => palette !== "dark")) {
    await test.step(palette, async () => {
      await showPalette(page, palette);
      await expectNoViolations(page, { rules: COLOUR_RULES });
    });
  }
}

/** The results panel of a character test, typed by a signed-in typist and saved. */
async function savedResult(page: Page) {
  await signUpByApi(page.request, newUser("axe"));
  await page.goto("/300-characters");
  await waitForHydration(page);
  await page.keyboard.insertText((await page.locator("#passage-text").textContent()) ?? "");
  await expect(page.getByTestId("save-status")).toHaveText(/^Result saved to your profile/);
}

/** The practice page's results, of a run of its weak-key text. */
async function practiceResult(page: Page) {
  await page.goto("/practice");
  await waitForHydration(page);
  await page.getByLabel("Type the passage here").focus();
  await page.keyboard.insertText((await page.locator("#passage-text").textContent()) ?? "");
  await expect(page.getByRole("heading", { name: "Practice Results" })).toBeVisible();
}

/**
 * The practice page in lesson mode, as a typist some lessons in sees it: keys of every colour,
 * one skipped, the focus locked, a key's menu open, and the calendar and a key's curve drawn.
 */
async function lessons(page: Page) {
  const key = (ms: number, errors = 0): [number, number, number, number] => [
    20,
    errors,
    20,
    ms * 20,
  ];
  const at = Date.now() - 60_000;
  // e at target, t under half, o nearly there, a halfway, h inaccurate, i without figures.
  const keys = { e: key(200), t: key(900), o: key(360), a: key(500), h: key(250, 3) };
  await page.goto("/practice");
  await page.evaluate(
    ({ keys, at }) =>
      localStorage.setItem(
        "typetempo:lessons",
        JSON.stringify({
          version: 1,
          lessons: [0, 1, 2].map((day) => ({
            at: at - day * 86_400_000,
            kind: "letters",
            ms: 60_000,
            chars: 150,
            errors: 3,
            keys,
          })),
          skipped: { letters: ["s"] },
          focus: { key: "o", locked: true },
        }),
      ),
    { keys, at },
  );
  await page.goto("/practice?mode=lessons");
  await waitForHydration(page);
  await page.locator('[data-testid="key-tile"][data-key="t"]').click();
  await expect(page.getByRole("region", { name: "Key t" })).toBeVisible();
  await expect(page.getByTestId("key-curve").locator("canvas")).toBeVisible();
}

/** A ranked test's replay, as a visitor from the leaderboard opens it. */
async function replay(page: Page, request: APIRequestContext) {
  await signUpVerifiedByApi(request, newUser("axe"));
  const saved = await saveTimedResult(request, { seconds: 30, difficulty: "hard", wpm: 70 });
  await page.goto(`/replay/${saved.id}`);
  await waitForHydration(page);
  await expect(page.getByTestId("replay-text")).toContainText(saved.rawText.slice(0, 20));
}

/** A typist's public profile with a ranked result, a bio and a keyboard, as a stranger sees it. */
async function publicProfile(page: Page, request: APIRequestContext) {
  const typist = newUser("axe");
  await signUpVerifiedByApi(request, typist);
  await saveTimedResult(request, { seconds: 60, difficulty: "medium", wpm: 64 });
  const saved = await request.put("/api/account/profile", {
    data: { bio: "Touch typist.", keyboard: "Model M", profilePrivate: false },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto(`/u/${typist.username}`);
  await waitForHydration(page);
  await expect(page.getByTestId("profile-recent-results")).toBeVisible();
}

/** A private race room just made, its host waiting for others. */
async function raceRoom(page: Page) {
  await page.goto("/race");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Create private room" }).click();
  await expect(page.getByTestId("race-link")).toHaveValue(/\/race\/[2-9A-Z]{6}$/);
  await expect(page.getByTestId("race-lane")).toHaveCount(1);
}

/** The moderators' page as a moderator sees it, with a flagged result to review. */
async function moderation(page: Page, request: APIRequestContext) {
  await signUpByApi(request, newUser("axe"));
  const flagged = await flaggedResult(request);
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email: MODERATOR.email, password: MODERATOR.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await page.goto("/admin");
  await waitForHydration(page);
  // A row of the table on a desktop, a card on a phone.
  const shown = page.locator(
    `[data-result-id="${flagged.id}"], [data-result-card="${flagged.id}"]`,
  );
  await expect(shown.filter({ visible: true })).toHaveCount(1);
}

/** The page of a password reset mail's link, its form ready for a new password. */
async function resetPassword(page: Page, request: APIRequestContext) {
  const user = newUser("axe");
  await signUpByApi(request, user);
  // As from the site's own page: the server answers this ask from no other origin.
  const asked = await request.post("/api/auth/request-password-reset", {
    data: { email: user.email },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  await page.goto(await outboxLink(user.email, "password-reset"));
  await waitForHydration(page);
  await expect(page.getByLabel("New password", { exact: true })).toBeVisible();
}

/**
 * The states a typist meets beyond the routes as they load, each opened once. The running test
 * with its slip notice, the signed-out results panel, the sign-in dialog and the open drawer are
 * themes.spec.ts's screens; the results panel with its tables open is result-insight.spec.ts's.
 */
const STATES: Record<string, (page: Page, request: APIRequestContext) => Promise<void>> = {
  "the results panel, signed in, with the result saved": savedResult,
  "the practice page with a result": practiceResult,
  "the practice page in lesson mode": lessons,
  "a replay": replay,
  "a typist's public profile": publicProfile,
  "a private race room": raceRoom,
  "the moderation page, as a moderator": moderation,
  "a password reset link's page": resetPassword,
};

/**
 * Every layout and state at both widths, opened once: every rule in the default theme, then the
 * rules a palette can break under each other palette, shown without loading the page again
 * (showPalette).
 */
for (const [width, use] of [
  ["1280 px", {}],
  ["390 px", PHONE],
] as const) {
  test.describe(`axe finds no violations, in any theme, at ${width}`, () => {
    test.use(use);
    // Six checks of one page: more than the default 30 s on a busy machine.
    test.describe.configure({ timeout: 60_000 });
    for (const { path } of SWEPT_ROUTES) {
      test(path, { tag: APPEARANCE }, async ({ page }) => {
        await openRoute(page, path);
        await expectNoViolationsInAnyTheme(page);
      });
    }
    for (const [name, open] of Object.entries(STATES)) {
      test(name, { tag: APPEARANCE }, async ({ page, request }) => {
        await open(page, request);
        await expectNoViolationsInAnyTheme(page);
      });
    }
  });
}

test.describe("interactive states of the content pages", () => {
  test("the analyzer with text and its explanation open", async ({ page }) => {
    await page.goto("/word-count-tool");
    await waitForHydration(page);
    await page.getByLabel("Your text").fill("Some text. Another sentence!\nA second line.");
    await page.getByRole("button", { name: "How are words counted?" }).click();
    await expectNoViolations(page);
  });

  test("the contact form after a refused message", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByLabel("Name", { exact: true }).fill("Axe");
    await page.getByLabel("Email", { exact: true }).fill("axe@localhost");
    await page.getByLabel("Subject", { exact: true }).fill("Contrast");
    await page.getByLabel("Message", { exact: true }).fill("Checking the error state.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoViolations(page);
  });
});
