import { type Page, expect, test } from "@playwright/test";
import { PHONE, waitForHydration } from "./fixtures.ts";
import type { Palette } from "../../src/core/settings/settings.ts";
import {
  APPEARANCE,
  COLOUR_RULES,
  PALETTES,
  expectNoViolations,
  showPalette,
} from "./axe-helpers.ts";

/**
 * A test under way with a letter typed twice, so the characters after it are wrong and the
 * notice of the slip shows (tests/e2e/typing-slip.spec.ts): the longest test, so it is still
 * running when the last palette's colours are checked.
 */
async function runningTest(page: Page) {
  await page.goto("/10-minute");
  await waitForHydration(page);
  const text = (await page.locator("#passage-text").textContent()) ?? "";
  await page.getByLabel("Type the passage here").focus();
  // A letter that is no "x" and differs from the next, so an extra "x" before it is a slip.
  let at = 20;
  while (text[at] === text[at + 1] || text[at] === "x" || text[at + 1] === "x") at++;
  await page.keyboard.insertText(text.slice(0, at));
  await page.keyboard.type(`x${text.slice(at, at + 3)}`);
  await expect(page.getByTestId("passage").locator(".tt-bad")).not.toHaveCount(0);
  await expect(page.getByTestId("slip-notice")).toBeVisible();
}

async function resultsPanel(page: Page) {
  await page.goto("/300-characters");
  await waitForHydration(page);
  const text = (await page.locator("#passage-text").textContent()) ?? "";
  await page.getByLabel("Type the passage here").focus();
  await page.keyboard.type(`#${text.slice(1, 20)}`);
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
}

async function settingsPage(page: Page) {
  await page.goto("/settings");
  await waitForHydration(page);
}

async function signInDialog(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const toggle = page.getByRole("button", { name: "Open navigation" });
  if (await toggle.isVisible()) await toggle.click();
  await nav.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("dialog", { name: "Welcome back" })).toBeVisible();
}

async function openDrawer(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: "Open navigation" });
  // The drawer is the phone's navigation; on a desktop the side navigation is always open.
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
}

const SCREENS = {
  "the running test, with a slip pointed out": runningTest,
  "the results panel": resultsPanel,
  "the settings page": settingsPage,
  "the sign-in dialog": signInDialog,
  "the navigation, open": openDrawer,
};

/** The palette each screen is opened in: stored as a typist's choice, and not the default. */
const STORED: Palette = "light";

/**
 * Each screen at both widths, opened once with a stored palette: every rule there,
 * then the rules a palette can break (COLOUR_RULES) under every other palette. The rest of the
 * rules read the markup, which no palette changes.
 */
for (const [width, use] of [
  ["1280 px", {}],
  ["390 px", PHONE],
] as const) {
  test.describe(`axe finds no violations in every theme at ${width}`, () => {
    test.use(use);
    for (const [name, open] of Object.entries(SCREENS)) {
      test(name, { tag: APPEARANCE }, async ({ page }) => {
        await page.addInitScript(
          (theme) => window.localStorage.setItem("typetempo:settings", JSON.stringify({ theme })),
          STORED,
        );
        await open(page);
        await expect(page.locator("html")).toHaveAttribute("data-theme", STORED);
        await expectNoViolations(page);
        for (const palette of PALETTES.filter((palette) => palette !== STORED)) {
          await test.step(palette, async () => {
            await showPalette(page, palette);
            await expectNoViolations(page, { rules: COLOUR_RULES });
          });
        }
      });
    }
  });
}
