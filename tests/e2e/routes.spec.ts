import { expect, test } from "@playwright/test";
import { NOT_FOUND_PAGE, PAGES, shellHeading } from "../../src/core/site/route-catalog.ts";
import { SMOKE, watchPageErrors } from "./fixtures.ts";
import { newUser, signUpByApi } from "./account-helpers.ts";

function escapeHtml(text: string) {
  return text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
}

test.describe("every route of the specification", { tag: SMOKE }, () => {
  for (const entry of PAGES) {
    test(`${entry.path} has its title, metadata and heading before and after JavaScript`, async ({
      page,
      request,
    }) => {
      const raw = await request.get(entry.path);
      expect(raw.status()).toBe(200);
      const html = await raw.text();
      expect(html).toContain(`<title>${escapeHtml(entry.title)}</title>`);
      expect(html).toContain(
        `<meta name="description" content="${escapeHtml(entry.description)}"/>`,
      );
      expect(html).toContain(`<meta property="og:title" content="${escapeHtml(entry.title)}"/>`);
      expect(html).toContain(
        `<meta property="og:description" content="${escapeHtml(entry.description)}"/>`,
      );
      const canonical = `https://typetempo.app${entry.path === "/" ? "/" : entry.path}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
      // The shell's heading is the h1, or the page opens with a title of its own that is.
      const { text: heading, h1: shellNamesPage } = shellHeading(entry);
      if (entry.path !== "/profile") expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      if (shellNamesPage) expect(html).toContain(`>${escapeHtml(heading)}</h1>`);

      const assertNoErrors = watchPageErrors(page);
      // A signed-out visitor is sent home from the profile; a signed-in one stays on it.
      if (entry.path === "/profile") await signUpByApi(page.request, newUser("routes"));
      await page.goto(entry.path);
      await expect(page).toHaveTitle(entry.title);
      const h1 = page.getByRole("heading", { level: 1 });
      if (shellNamesPage) await expect(h1).toHaveText(heading);
      else await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(h1).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        entry.description,
      );
      assertNoErrors();
    });
  }
});

test("an unknown path answers 404 with the not-found page", { tag: SMOKE }, async ({ page }) => {
  const assertNoErrors = watchPageErrors(page);
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle(NOT_FOUND_PAGE.title);
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await page.getByRole("link", { name: "Take a typing test" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Time-based tests" })).toBeVisible();
  assertNoErrors();
});

test("client-side navigation updates the title and restores it on return", async ({ page }) => {
  const home = PAGES[0]!;
  await page.goto("/");
  await expect(page).toHaveTitle(home.title);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Blog & Articles" }).click();
  await expect(page).toHaveTitle("Typing Tips & Articles | TypeTempo");
  await page.goBack();
  await expect(page).toHaveTitle(home.title);
});
