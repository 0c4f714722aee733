import { type Page, expect, test } from "@playwright/test";
import { newUser, signUpByApi } from "./account-helpers.ts";
import { PHONE, waitForHydration } from "./fixtures.ts";

/** The account area's controls: each one's name, and where it is drawn. */
const accountControls = (page: Page) =>
  page.getByTestId("account-nav").evaluate((area) =>
    [...area.querySelectorAll("a, button")].map((control) => {
      const { x, y, width, height } = control.getBoundingClientRect();
      return { name: control.textContent, box: [x, y, width, height] };
    }),
  );

test.describe("at desktop width", () => {
  test("the side navigation is always shown with all its sections", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    for (const section of [
      "Test Duration",
      "Race",
      "Leaderboard",
      "Resources",
      "Settings",
      "Help",
    ]) {
      await expect(nav.getByRole("group", { name: section })).toBeVisible();
    }
    for (const link of [
      "Race Other Typists",
      "Global Rankings",
      "Blog & Articles",
      "How to Type",
      "FAQ",
      "Word Count Tool",
    ]) {
      await expect(nav.getByRole("link", { name: link, exact: true })).toBeVisible();
    }
    await expect(nav.getByLabel("Difficulty")).toBeVisible();
    await expect(page.getByRole("button", { name: "Open navigation" })).toBeHidden();
  });

  test("navigation links lead to their pages and mark the current one", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "2 Minutes" }).click();
    await expect(page).toHaveURL(/\/2-minute$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("2 Minute Typing Test");
    await expect(nav.getByRole("link", { name: "2 Minutes" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await nav.getByRole("link", { name: "1500 chars" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("1500 Characters Typing Test");
  });

  test("the footer links About, Blog, Terms, Privacy, FAQ and Contact", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    const names = ["About", "Blog", "Terms", "Privacy", "FAQ", "Contact"];
    for (const name of names)
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    await footer.getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page).toHaveTitle("Privacy Policy | TypeTempo");
  });
});

test.describe("the account area", () => {
  test("is in the page's own HTML, before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Create Account", exact: true })).toBeVisible();
    await context.close();
  });

  test("keeps its place when a signed-in visitor's session turns it into the account menu", async ({
    page,
  }) => {
    await signUpByApi(page.request, newUser("shift"));
    // The session is answered late, so the first drawing is seen before the menu replaces it.
    let answerSession = () => {};
    const answered = new Promise<void>((resolve) => (answerSession = resolve));
    await page.route("**/api/auth/get-session", async (route) => {
      await answered;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          sources: { node: Node | null }[];
        })[]) {
          for (const { node } of entry.sources) {
            const element = node instanceof Element ? node : node?.parentElement;
            if (element?.closest("nav, header")) shifts.push(element.outerHTML.slice(0, 80));
          }
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    const before = await accountControls(page);

    answerSession();
    await expect(nav.getByRole("button", { name: "Sign Out" })).toBeVisible();
    const after = await accountControls(page);
    // Profile and Sign Out exactly where Sign In and Create Account were.
    expect(before.map((control) => control.name)).toEqual(["Sign In", "Create Account"]);
    expect(after.map((control) => control.name)).toEqual(["Profile", "Sign Out"]);
    expect(after.map((control) => control.box)).toEqual(before.map((control) => control.box));
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual(
      [],
    );
  });
});

test.describe("at phone width", () => {
  test.use(PHONE);

  test("the navigation slides in from the toggle and closes by overlay, Escape and links", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = page.getByRole("button", { name: "Open navigation" });
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.getByTestId("nav-overlay").click({ position: { x: 370, y: 400 } });
    await expect(nav).toBeHidden();

    await toggle.click();
    await expect(nav).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await nav.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await expect(nav).toBeHidden();
  });

  test("the close button inside the drawer closes it", async ({ page }) => {
    await page.goto("/help");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open navigation" }).click();
    await page.getByRole("button", { name: "Close navigation" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  test("pages fit the screen without sideways scrolling", async ({ page }) => {
    for (const path of ["/", "/leaderboard", "/blog", "/404-nothing"]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
