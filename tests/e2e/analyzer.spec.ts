import { type Page, expect, test } from "@playwright/test";
import { SMOKE, watchPageErrors, waitForHydration } from "./fixtures.ts";

function metric(page: Page, label: string) {
  return page.getByTestId(`metric-${label}`).locator("dd").first();
}

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/word-count-tool");
  await waitForHydration(page);
});

test("typing into the analyzer updates every card live", { tag: SMOKE }, async ({ page }) => {
  const assertNoErrors = watchPageErrors(page);
  await expect(
    page.getByText("Analyze your text for typing metrics and readability"),
  ).toBeVisible();
  const input = page.getByLabel("Your text");
  await expect(metric(page, "Characters")).toHaveText("0");
  await expect(page.getByTestId("estimate-Reading time")).toContainText("0 minutes");

  await input.fill("Hello there!  How are you?\nFine... thanks\n\n");
  await expect(metric(page, "Characters")).toHaveText("43");
  await expect(metric(page, "Characters without spaces")).toHaveText("34");
  await expect(metric(page, "Words")).toHaveText("7");
  await expect(metric(page, "Standard words")).toHaveText("8.6");
  await expect(metric(page, "Sentences")).toHaveText("4");
  await expect(metric(page, "Lines")).toHaveText("4");
  await expect(metric(page, "Non-empty lines")).toHaveText("2");
  await expect(metric(page, "Pages")).toHaveText("0");
  await expect(page.getByTestId("estimate-Reading time")).toContainText("1 minute");
  await expect(page.getByTestId("estimate-Reading time")).not.toContainText("1 minutes");
  await expect(page.getByTestId("estimate-Typing time")).toContainText("1 minute");

  await input.fill("word ".repeat(401));
  await expect(metric(page, "Words")).toHaveText("401");
  await expect(metric(page, "Characters")).toHaveText("2,005");
  await expect(metric(page, "Pages")).toHaveText("1.1");
  await expect(page.getByTestId("estimate-Reading time")).toContainText("3 minutes");
  await expect(page.getByTestId("estimate-Typing time")).toContainText("11 minutes");
  assertNoErrors();
});

test("copy, clear and paste work through the clipboard", async ({ page }) => {
  const input = page.getByLabel("Your text");
  await input.fill("Copy me, then paste me back.");

  await page.getByRole("button", { name: "Copy to clipboard" }).click();
  await expect(page.getByRole("status").filter({ hasText: "copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "Copy me, then paste me back.",
  );

  await page.getByRole("button", { name: "Clear text" }).click();
  await expect(input).toHaveValue("");
  await expect(input).toBeFocused();
  await expect(metric(page, "Words")).toHaveText("0");

  await page.evaluate(() => navigator.clipboard.writeText("Pasted from elsewhere. Two sentences!"));
  await page.getByRole("button", { name: "Paste from clipboard" }).click();
  await expect(input).toHaveValue("Pasted from elsewhere. Two sentences!");
  await expect(metric(page, "Sentences")).toHaveText("2");
  await expect(metric(page, "Words")).toHaveText("5");
});

test("a refused clipboard read is logged and changes nothing", async ({ page, context }) => {
  await context.clearPermissions();
  await page.evaluate(() => {
    navigator.clipboard.readText = () =>
      Promise.reject(new DOMException("Denied", "NotAllowedError"));
  });
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  const input = page.getByLabel("Your text");
  await input.fill("keep me");
  await page.getByRole("button", { name: "Paste from clipboard" }).click();
  await expect.poll(() => logged.join("\n")).toContain("Failed to read clipboard:");
  await expect(input).toHaveValue("keep me");
});

test("a megabyte of pasted text is analysed", async ({ page }) => {
  const text = "The quick brown fox jumps over the lazy dog. ".repeat(23_000);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.getByRole("button", { name: "Paste from clipboard" }).click();
  await expect(metric(page, "Words")).toHaveText((9 * 23_000).toLocaleString("en-US"));
  await expect(metric(page, "Sentences")).toHaveText("23,000");
});

test("'How are words counted?' opens and closes by mouse and keyboard", async ({ page }) => {
  const toggle = page.getByRole("button", { name: "How are words counted?" });
  const panel = page.locator("#how-words-are-counted");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(panel).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("Standard words");

  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(panel).toBeHidden();
  await page.keyboard.press("Space");
  await expect(panel).toBeVisible();

  await panel.getByRole("link", { name: "1 minute typing test" }).click();
  await expect(page).toHaveURL(/\/1-minute$/);
});
