import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";
import { PHONE, waitForHydration } from "./fixtures.ts";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const PALETTES = ["dark", "light", "high-contrast", "sepia", "nord", "forest"] as const;

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
  ).toEqual([]);
}

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

const SCREENS = {
  "the running test": runningTest,
  "the results panel": resultsPanel,
  "the settings page": settingsPage,
};

for (const [width, use] of [
  ["1280 px", {}],
  ["390 px", PHONE],
] as const) {
  test.describe(`axe finds no WCAG 2.2 AA violations in every theme at ${width}`, () => {
    test.use(use);
    for (const palette of PALETTES) {
      test(palette, async ({ page }) => {
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
