import { type Page, expect, test } from "@playwright/test";
import { PHONE, waitForHydration } from "./fixtures.ts";
import { APPEARANCE, PALETTES, expectNoViolations } from "./axe-helpers.ts";

/** A test under way, with a wrong character among the right ones. */
async function runningTest(page: Page) {
  await page.goto("/30-seconds");
  await waitForHydration(page);
  const text = (await page.locator("#passage-text").textContent()) ?? "";
  await page.getByLabel("Type the passage here").focus();
  await page.keyboard.type(`${text.slice(0, 3)}${text[3] === "#" ? "%" : "#"}${text.slice(4, 14)}`);
  await expect(page.getByTestId("passage").locator(".tt-bad")).toHaveCount(1);
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
  "the running test": runningTest,
  "the results panel": resultsPanel,
  "the settings page": settingsPage,
  "the sign-in dialog": signInDialog,
  "the navigation, open": openDrawer,
};

for (const [width, use] of [
  ["1280 px", {}],
  ["390 px", PHONE],
] as const) {
  test.describe(`axe finds no WCAG 2.2 AA violations in every theme at ${width}`, () => {
    test.use(use);
    for (const palette of PALETTES) {
      test(palette, { tag: APPEARANCE }, async ({ page }) => {
        // Five screens, each opened and checked in full: more than the default 30 s on a busy machine.
        test.setTimeout(90_000);
        await page.addInitScript(
          (theme) => window.localStorage.setItem("typetempo:settings", JSON.stringify({ theme })),
          palette,
        );
        for (const [name, open] of Object.entries(SCREENS)) {
          await test.step(name, async () => {
            await open(page);
            await expect(page.locator("html")).toHaveAttribute("data-theme", palette);
            await expectNoViolations(page);
          });
        }
      });
    }
  });
}
