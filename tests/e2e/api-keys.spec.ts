import { expect, request, test } from "@playwright/test";
import { historyPageSchema } from "../../src/core/api/results.ts";
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

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

const SECTION = "section[aria-labelledby='api-keys']";

test("a typist makes an API key on their profile, a program reads their results with it, and a revoked key stops working", async ({
  page,
  baseURL,
}) => {
  const assertNoErrors = watchPageErrors(page);
  await signUpByApi(page.request, newUser("keys"));
  const saved = await saveTimedResult(page.request, { seconds: 60, difficulty: "medium", wpm: 48 });
  await page.goto("/profile");
  await waitForHydration(page);

  const section = page.getByRole("region", { name: "API keys" });
  await expect(section.getByText("You have no API keys.")).toBeVisible();
  await section.getByLabel("Key name").fill("Stats script");
  await section.getByRole("button", { name: "Create key" }).click();

  const shown = section.getByRole("group", { name: "Your new key “Stats script”" });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText("it will not be shown again");
  await expect(shown.getByRole("heading")).toBeFocused();
  const key = await shown.getByLabel("New API key").inputValue();
  expect(key).toMatch(/^tt_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole("button", { name: "Copy key" }).click();
  await expect(shown.getByRole("status")).toHaveText("Key copied.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  const keys = section.getByRole("list", { name: "Your API keys" });
  await expect(keys.getByRole("listitem")).toHaveCount(1);
  await expect(keys).toContainText("Stats script");
  await expect(keys).toContainText(`${key.slice(0, 19)}…`);
  await expect(keys).toContainText("Never used");

  // A program, with no cookie of the typist's, reads their results with the key alone.
  const program = await request.newContext({ baseURL });
  const read = () =>
    program.get("/api/v1/me/results", { headers: { authorization: `Bearer ${key}` } });
  const answer = await read();
  expect(answer.status(), await answer.text()).toBe(200);
  const page1 = historyPageSchema.parse(await answer.json());
  expect(page1.total).toBe(1);
  expect(page1.results[0]).toMatchObject({ id: saved.id, wpm: 48, kind: "test" });

  // Shown once: the key is gone from the page once it is left, and the list says it was used.
  await page.reload();
  await waitForHydration(page);
  await expect(keys).toContainText("Last used");
  await expect(section.getByLabel("New API key")).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);

  await keys.getByRole("button", { name: "Revoke Stats script" }).click();
  const confirm = section.getByRole("group", { name: "Confirm revoking Stats script" });
  await expect(confirm).toContainText("Programs that use it stop working at once.");
  await confirm.getByRole("button", { name: "Yes, revoke it" }).click();
  await expect(section.getByText("You have no API keys.")).toBeVisible();

  const refused = await read();
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ code: "invalid-api-key" });
  await program.dispose();
  assertNoErrors();
});

test("a typist past the most keys is told to revoke one, on a phone", async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signUpByApi(page.request, newUser("keys"));
  for (let i = 1; i <= 10; i++) {
    const made = await page.request.post("/api/me/api-keys", { data: { name: `Key ${i}` } });
    expect(made.status()).toBe(201);
  }
  await page.goto("/profile");
  await waitForHydration(page);
  const section = page.getByRole("region", { name: "API keys" });
  await expect(section.getByRole("heading", { name: "Your keys (10 of 10)" })).toBeVisible();
  await section.getByLabel("Key name").fill("One more");
  await section.getByRole("button", { name: "Create key" }).click();
  await expect(section.getByRole("alert")).toHaveText(
    "You have 10 API keys, the most you can hold at once. Revoke one you no longer use to create another.",
  );
  await expect(
    section.getByRole("list", { name: "Your API keys" }).getByRole("listitem"),
  ).toHaveCount(10);
  await context.close();
});

test(
  "axe finds no violations in the section, a new key and a confirmation showing, in any theme",
  { tag: APPEARANCE },
  async ({ page }) => {
    await signUpByApi(page.request, newUser("keys"));
    const made = await page.request.post("/api/me/api-keys", { data: { name: "Old one" } });
    expect(made.status()).toBe(201);
    await page.goto("/profile");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "API keys" });
    await section.getByLabel("Key name").fill("New one");
    await section.getByRole("button", { name: "Create key" }).click();
    await section.getByRole("button", { name: "Copy key" }).click();
    await expect(section.getByText("Key copied.")).toBeVisible();
    await section.getByRole("button", { name: "Revoke Old one" }).click();
    await expectNoViolations(page, { include: SECTION });
    for (const palette of PALETTES.filter((palette) => palette !== "dark")) {
      await test.step(palette, async () => {
        await showPalette(page, palette);
        await expectNoViolations(page, { include: SECTION, rules: COLOUR_RULES });
      });
    }
  },
);
