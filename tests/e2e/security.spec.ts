import { type Page, expect, test } from "@playwright/test";
import { watchPageErrors, waitForHydration } from "./fixtures.ts";
import { HOSTILE, MARKUP_USER } from "./markup-user.ts";

/** Records every Content-Security-Policy violation the page reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __violations?: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as { __violations?: string[] }).__violations ?? []);
}

function scriptSources(csp: string | undefined): string[] {
  const directive = (csp ?? "").split("; ").find((d) => d.startsWith("script-src "));
  return directive?.split(" ").slice(1) ?? [];
}

async function expectNoInjectedMarkup(page: Page) {
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  const injected = await page.evaluate(() => ({
    xss: (window as { __xss?: number }).__xss,
    scripts: [...document.scripts].filter((s) => s.textContent?.includes("__xss")).length,
  }));
  expect(injected).toEqual({ xss: undefined, scripts: 0 });
}

test.describe("the Content-Security-Policy", () => {
  // /1-minute is sent with its early test, whose recording script the server allows by hash.
  for (const path of [
    "/",
    "/1-minute",
    "/word-count-tool",
    "/leaderboard",
    "/contact",
    "/blog",
    "/nowhere",
  ]) {
    test(`lets ${path} hydrate with its own inline scripts and nothing else`, async ({ page }) => {
      const assertNoErrors = watchPageErrors(page);
      const violations = await watchViolations(page);
      const response = await page.goto(path);
      const csp = response?.headers()["content-security-policy"];
      expect(csp).toContain("frame-ancestors 'none'");
      const sources = scriptSources(csp);
      expect(sources).toContain("'self'");
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources.some((s) => s.startsWith("'sha256-"))).toBe(true);
      await waitForHydration(page);
      expect(await violations()).toEqual([]);
      assertNoErrors();
    });
  }

  test("keeps the site working: live analysis and navigation without reloading", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.goto("/word-count-tool");
    await waitForHydration(page);
    await page.getByLabel("Your text").fill("Scripts stay out. Words still count.");
    await expect(page.getByTestId("metric-Words").locator("dd").first()).toHaveText("6");
    await page
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link", { name: "FAQ" })
      .click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }),
    ).toBeVisible();
    expect(documents).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });

  test("blocks a script that an attacker manages to inject", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__xss = 3";
      document.body.append(script);
      const image = document.createElement("img");
      image.setAttribute("onerror", "window.__xss = 4");
      image.src = "/no-such-image.png";
      document.body.append(image);
    });
    await expect.poll(violations).toHaveLength(2);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });
});

test.describe("text from the database", () => {
  test("a username with markup shows on the leaderboard and the profile as text", async ({
    page,
  }) => {
    const assertNoErrors = watchPageErrors(page);
    await page.goto("/leaderboard?duration=300&difficulty=hard");
    await waitForHydration(page);
    await expect(page.getByRole("cell", { name: HOSTILE, exact: true })).toBeVisible();
    await expectNoInjectedMarkup(page);

    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email: MARKUP_USER.email, password: MARKUP_USER.password },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    await page.goto("/profile");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: HOSTILE, exact: true })).toBeVisible();
    await expectNoInjectedMarkup(page);
    assertNoErrors();
  });
});
