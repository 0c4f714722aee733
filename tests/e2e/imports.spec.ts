import { expect, test, type Page } from "@playwright/test";
import { fileURLToPath } from "node:url";
import { newUser, signUpByApi } from "./account-helpers.ts";
import {
  APPEARANCE,
  COLOUR_RULES,
  PALETTES,
  expectNoViolations,
  showPalette,
} from "./axe-helpers.ts";
import { PHONE, waitForHydration, watchPageErrors } from "./fixtures.ts";
import { saveTimedResult } from "./result-helpers.ts";

const fixture = (name: string) =>
  fileURLToPath(new URL(`../fixtures/imports/${name}`, import.meta.url));

const section = (page: Page) => page.getByRole("region", { name: "Import results" });

async function choose(page: Page, name: string) {
  await section(page).getByLabel("Results file (.csv or .json)").setInputFiles(fixture(name));
}

test("a typist previews and imports a Monkeytype export and a keybr download, and sees them marked in the history and counted apart in the totals", async ({
  page,
}) => {
  const assertNoErrors = watchPageErrors(page);
  await signUpByApi(page.request, newUser("imports"));
  await saveTimedResult(page.request, { seconds: 60, difficulty: "medium", wpm: 48 });
  await page.goto("/profile");
  await waitForHydration(page);
  const figures = page.locator("dl[aria-label='Totals and streak']");
  await expect(figures).toContainText("Tests taken1Every test saved");

  await choose(page, "monkeytype-results.csv");
  const preview = page.getByTestId("import-preview");
  await expect(preview).toContainText("Monkeytype results export");
  await expect(preview).toContainText("Results5");
  await expect(preview).toContainText("Jul 2, 2023 – Jul 6, 2023");
  await expect(preview).toContainText("Best WPM95.4");
  await expect(preview).toContainText("Average WPM80.3");
  await expect(preview.getByRole("table").getByRole("row")).toHaveCount(6);
  await expect(preview).toContainText("time 30");
  await expect(page.getByTestId("import-row-errors")).toHaveCount(0);
  await section(page).screenshot({ path: "test-results/imports-preview-1280.png" });

  await section(page).getByRole("button", { name: "Import 5 results" }).click();
  await expect(section(page).getByRole("status")).toHaveText(
    "Imported 5 results from Monkeytype. They are in your history, marked as imported.",
  );
  await expect(preview).toHaveCount(0);

  await choose(page, "keybr-typing-data.json");
  await expect(preview).toContainText("keybr.com data download");
  await expect(preview).toContainText("Results4");
  await expect(preview).toContainText("keybr generated");
  await section(page).getByRole("button", { name: "Import 4 results" }).click();
  await expect(section(page).getByRole("status")).toContainText("Imported 4 results from keybr.");

  // The same file again adds nothing.
  await choose(page, "keybr-typing-data.json");
  await expect(preview).toContainText("4 (4 imported before)");
  await expect(section(page)).toContainText("Every result in this file was imported before.");
  await expect(section(page).getByRole("button", { name: /^Import \d/ })).toHaveCount(0);
  await section(page).getByRole("button", { name: "Cancel" }).click();

  const history = page.getByRole("region", { name: "Your results" });
  await expect(history.getByRole("row")).toHaveCount(11);
  await expect(history.getByTestId("imported-row")).toHaveCount(9);
  await expect(history.getByText("Imported from Monkeytype")).toHaveCount(5);
  await expect(history.getByText("Imported from keybr")).toHaveCount(4);
  // The typist's own test still opens its result; an imported one has no page.
  await expect(history.getByRole("link")).toHaveCount(1);

  await expect(figures).toContainText("Tests taken10(9 imported)");
  await expect(figures).toContainText("Every test saved and imported; races count apart");

  await page.getByRole("combobox", { name: "Kind" }).selectOption("imported");
  await expect(history.getByTestId("imported-row")).toHaveCount(9);
  await expect(history.getByRole("link")).toHaveCount(0);
  await page.getByRole("combobox", { name: "Kind" }).selectOption("all");
  await expect(history.getByRole("link")).toHaveCount(1);
  // Tall enough that the page's sticky header covers none of the history.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.locator("section[aria-labelledby='recent-tests']").screenshot({
    path: "test-results/imports-history-1280.png",
  });
  await figures.screenshot({ path: "test-results/imports-totals-1280.png" });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Removing one source's imports leaves the other's.
  const imported = section(page).getByRole("list");
  await expect(imported).toContainText("5 results from Monkeytype");
  await expect(imported).toContainText("4 results from keybr");
  await section(page).getByRole("button", { name: "Remove imports from keybr" }).click();
  await section(page).getByRole("button", { name: "Yes, remove them" }).click();
  await expect(section(page).getByRole("status")).toHaveText(
    "Removed 4 results imported from keybr.",
  );
  await expect(history.getByTestId("imported-row")).toHaveCount(5);
  await expect(imported).not.toContainText("keybr");
  await expect(figures).toContainText("Tests taken6(5 imported)");
  assertNoErrors();
});

test("a file with bad rows shows each by its line, and a file of neither format is refused", async ({
  page,
}) => {
  // The refusal is the server's 422, which the browser logs; nothing else may fail.
  const failures: string[] = [];
  page.on("pageerror", (error) => failures.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") failures.push(message.text());
  });
  await signUpByApi(page.request, newUser("badimport"));
  await page.goto("/profile");
  await waitForHydration(page);

  await choose(page, "not-an-export.csv");
  await expect(page.getByTestId("import-error")).toHaveText(
    "This is neither a Monkeytype results export (CSV) nor a keybr.com data download (JSON).",
  );
  await expect(page.getByTestId("import-preview")).toHaveCount(0);

  await choose(page, "monkeytype-bad-rows.csv");
  await expect(page.getByTestId("import-error")).toHaveCount(0);
  const errors = page.getByTestId("import-row-errors");
  await expect(errors).toContainText("2 rows could not be read and will be skipped:");
  await expect(errors.getByRole("listitem")).toHaveText([
    "Line 3: wpm is not a number",
    "Line 4: the date is in the future",
  ]);
  await section(page).getByRole("button", { name: "Import 1 result" }).click();
  await expect(section(page).getByRole("status")).toContainText(
    "Imported 1 result from Monkeytype.",
  );
  await expect(page.getByTestId("imported-row")).toHaveCount(1);
  expect(failures).toEqual([
    "Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)",
  ]);
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("the preview and the imported rows fit the screen", async ({ page }) => {
    await signUpByApi(page.request, newUser("phoneimport"));
    await page.goto("/profile");
    await waitForHydration(page);
    await choose(page, "monkeytype-bad-rows.csv");
    await expect(page.getByTestId("import-preview")).toBeVisible();
    // The first rows fit without scrolling sideways.
    const rows = page.getByRole("region", { name: "First results" });
    expect(await rows.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
    await section(page).screenshot({ path: "test-results/imports-preview-390.png" });
    await section(page).getByRole("button", { name: "Import 1 result" }).click();
    await expect(page.getByTestId("imported-row")).toHaveCount(1);
    await expect(page.getByTestId("imported-row")).toContainText("Imported from Monkeytype");
    await page.setViewportSize({ width: 390, height: 1400 });
    await page.locator("section[aria-labelledby='recent-tests']").screenshot({
      path: "test-results/imports-history-390.png",
    });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});

test(
  "axe finds no violations in the preview with its unreadable rows, nor in an imported row, in any theme",
  { tag: APPEARANCE },
  async ({ page }) => {
    await signUpByApi(page.request, newUser("axeimport"));
    await page.goto("/profile");
    await waitForHydration(page);
    await choose(page, "monkeytype-bad-rows.csv");
    await expect(page.getByTestId("import-row-errors")).toBeVisible();
    await expectNoViolations(page, { include: "section[aria-labelledby='import-results']" });
    await section(page).getByRole("button", { name: "Import 1 result" }).click();
    await expect(page.getByTestId("imported-row")).toHaveCount(1);
    const include =
      "section[aria-labelledby='import-results'], section[aria-labelledby='recent-tests']";
    await expectNoViolations(page, { include });
    for (const palette of PALETTES.filter((palette) => palette !== "dark")) {
      await test.step(palette, async () => {
        await showPalette(page, palette);
        await expectNoViolations(page, { include, rules: COLOUR_RULES });
      });
    }
  },
);
