import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { PAGES } from "../../src/core/route-catalog.ts";
import { PHONE, waitForHydration } from "./fixtures.ts";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test.describe("axe finds no WCAG 2.2 AA violations", () => {
  for (const entry of [...PAGES, { path: "/404" }]) {
    test(entry.path, async ({ page }) => {
      await page.goto(entry.path);
      await waitForHydration(page);
      const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
      ).toEqual([]);
    });
  }
});

test.describe("at phone width with the drawer open", () => {
  test.use(PHONE);

  test("axe finds no violations", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
