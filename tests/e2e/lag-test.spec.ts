import { type Page, expect, test } from "@playwright/test";
import { LAG_KEYS } from "../../src/core/typing/lag-figures.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import { waitForHydration, watchPageErrors } from "./fixtures.ts";

/** Key presses at a person's pace, so each has frames of its own to be drawn in. */
async function pressKeys(page: Page, text: string) {
  for (const char of text) {
    await page.keyboard.press(char === " " ? "Space" : char);
    await page.waitForTimeout(40);
  }
}

const figure = (page: Page, label: string) =>
  page.getByTestId("lag-figures").locator("div", { has: page.getByText(label, { exact: true }) });

test("the lag test times keys in a plain box and in the typing area, and gives each share", async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.goto("/lag-test");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Keyboard Lag Test", level: 1 })).toBeVisible();
  const plain = page.getByRole("textbox", { name: "Plain text box" });
  await expect(plain).toBeFocused();
  const progress = page.getByTestId("lag-progress");
  await expect(progress).toHaveText(`0 of ${LAG_KEYS} keys`);
  await pressKeys(page, "asdf jkl asdf jkl as");
  await expect(progress).toHaveText(`0 of ${LAG_KEYS} keys`);

  // The second box is the tests' own typing area, with its passage and caret.
  await expect(
    page.getByRole("heading", { name: "Step 2 of 2: TypeTempo's typing area" }),
  ).toBeVisible();
  await expect(page.getByLabel("Type the passage here")).toBeFocused();
  const line = (await page.locator("#passage-text").textContent()) ?? "";
  await pressKeys(page, line.slice(0, 10));
  await expect(progress).toHaveText(`10 of ${LAG_KEYS} keys`);
  await pressKeys(page, line.slice(10, LAG_KEYS));

  await expect(page.getByRole("heading", { name: "Your figures" })).toBeVisible();
  const millis = /^(up to )?\+?\d+(\.\d)? ms$/;
  for (const label of [
    "Key to screen in TypeTempo",
    "Your browser and system",
    "TypeTempo's typing area",
    "Your display",
  ]) {
    await expect(figure(page, label).locator("dd").first()).toHaveText(millis);
  }
  await expect(figure(page, "Your keyboard").locator("dd").first()).toHaveText("not measurable");
  // The site's share is the typing area's time over the plain box's, never below nothing.
  const value = async (label: string) =>
    Number.parseFloat(
      ((await figure(page, label).locator("dd").first().textContent()) ?? "").replace(
        /[^\d.]/g,
        "",
      ),
    );
  const total = await value("Key to screen in TypeTempo");
  const browser = await value("Your browser and system");
  const site = await value("TypeTempo's typing area");
  expect(total).toBeGreaterThan(0);
  // Each figure is rounded as shown: to a millisecond from 10 ms up.
  expect(Math.abs(site - Math.max(0, total - browser))).toBeLessThanOrEqual(1);
  await expect(page.getByTestId("lag-verdict")).not.toBeEmpty();
  await expectNoViolations(page);

  await page.getByRole("button", { name: "Test again" }).click();
  await expect(page.getByRole("textbox", { name: "Plain text box" })).toBeFocused();
  await expect(progress).toHaveText(`0 of ${LAG_KEYS} keys`);
  errors();
});

test("the settings page points a typist who feels lag to the lag test", async ({ page }) => {
  await page.goto("/settings");
  await waitForHydration(page);
  await page.getByRole("link", { name: "keyboard lag test" }).click();
  await expect(page).toHaveURL(/\/lag-test$/);
  await expect(page.getByRole("textbox", { name: "Plain text box" })).toBeFocused();
});
