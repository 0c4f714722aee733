import { expect, test } from "@playwright/test";
import { PHONE, waitForHydration } from "./fixtures.ts";

test("the difficulty defaults to medium and is remembered across pages and reloads", async ({
  page,
}) => {
  await page.goto("/1-minute");
  await waitForHydration(page);
  const select = page.getByRole("navigation", { name: "Main" }).getByLabel("Difficulty");
  await expect(select).toHaveValue("medium");
  const shown = page.getByTestId("test-difficulty");
  await expect(shown).toHaveText("medium");

  await select.selectOption("hard");
  await expect(shown).toHaveText("hard");

  await page.reload();
  await waitForHydration(page);
  await expect(select).toHaveValue("hard");
  await expect(shown).toHaveText("hard");

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "300 chars" })
    .click();
  await expect(page).toHaveURL(/\/300-characters$/);
  await expect(shown).toHaveText("hard");
});

test.describe("at phone width", () => {
  test.use(PHONE);

  test("the difficulty can be changed from the drawer", async ({ page }) => {
    await page.goto("/30-seconds");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open navigation" }).click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByLabel("Difficulty")
      .selectOption("easy");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("test-difficulty")).toHaveText("easy");
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("test-difficulty")).toHaveText("easy");
  });
});
