import { expect, test } from "@playwright/test";
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

/**
 * The routes whose colours are checked under every palette. A palette reaches a page through
 * its components, and the pages of one of these kinds are one route module each (the timed
 * tests, the character tests, the articles), differing only in their words: the first of each
 * stands for the rest. Every other route is a layout of its own.
 */
const SHARED_LAYOUTS: readonly string[] = ["timed-test", "length-test", "article"];
const PALETTE_ROUTES = new Set(
  ROUTES.filter(
    (route, index) =>
      !("kind" in route) ||
      !SHARED_LAYOUTS.includes(route.kind) ||
      ROUTES.findIndex((other) => "kind" in other && other.kind === route.kind) === index,
  ).map((route) => route.path),
);

/**
 * Every route at both widths, opened once: every WCAG 2.2 AA rule in the default theme, then,
 * on the routes above, the rules a palette can break under each other palette, shown without
 * loading the route again (showPalette).
 */
for (const [width, use] of [
  ["1280 px", {}],
  ["390 px", PHONE],
] as const) {
  test.describe(`axe finds no WCAG 2.2 AA violations, in any theme, at ${width}`, () => {
    test.use(use);
    for (const { path } of ROUTES) {
      test(path, { tag: APPEARANCE }, async ({ page }) => {
        // Six checks of one page: more than the default 30 s on a busy machine.
        test.setTimeout(60_000);
        await openRoute(page, path);
        await expectNoViolations(page);
        if (!PALETTE_ROUTES.has(path)) return;
        for (const palette of PALETTES.filter((palette) => palette !== "dark")) {
          await test.step(palette, async () => {
            await showPalette(page, palette);
            await expectNoViolations(page, { rules: COLOUR_RULES });
          });
        }
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

test.describe("at phone width with the drawer open", () => {
  test.use(PHONE);

  test("axe finds no violations", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe("dialogs and panels", () => {
  test("the sign-in dialog", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Sign In" })
      .click();
    await expect(page.getByRole("dialog", { name: "Welcome back" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the results panel with its graph table open", async ({ page }) => {
    await page.clock.install();
    await page.goto("/300-characters");
    await waitForHydration(page);
    const passage = (await page.locator("#passage-text").textContent()) ?? "";
    // A mistake, and a few seconds of typing, so there is a list and a graph to check.
    await page.keyboard.insertText(`x${passage.slice(1, -1)}`);
    await page.clock.runFor(5000);
    await page.keyboard.insertText(passage.slice(-1));
    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
    await page.getByText("Show the graph as a table").click();
    await expectNoViolations(page);
  });
});

test.describe("at phone width, dialogs and panels", () => {
  test.use(PHONE);

  test("the sign-in dialog opened from the drawer", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open navigation" }).click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Sign In" })
      .click();
    await expect(page.getByRole("dialog", { name: "Welcome back" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the results panel", async ({ page }) => {
    await page.goto("/300-characters");
    await waitForHydration(page);
    const passage = (await page.locator("#passage-text").textContent()) ?? "";
    await page.keyboard.insertText(passage);
    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
    await expectNoViolations(page);
  });
});
