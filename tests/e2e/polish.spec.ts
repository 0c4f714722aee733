import fs from "node:fs";
import { type Page, expect, test } from "@playwright/test";
import { PHONE, waitForHydration } from "./fixtures.ts";
import { openModal } from "./account-helpers.ts";

const input = (page: Page) => page.getByLabel("Type the passage here");
const passageText = async (page: Page) => (await page.locator("#passage-text").textContent()) ?? "";

/** The element that has focus, described so a failure says where it went. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      inNav: Boolean(active?.closest("#side-navigation")),
      label: active?.getAttribute("aria-label") ?? active?.textContent?.trim() ?? "",
    };
  });

test.describe("the phone drawer", () => {
  test.use(PHONE);

  test("takes focus, keeps Tab inside and gives focus back to the toggle", async ({ page }) => {
    await page.goto("/leaderboard");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Open navigation" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await toggle.click();
    await expect(nav).toBeVisible();
    expect((await focused(page)).inNav).toBe(true);
    await expect(nav.getByRole("link", { name: "TypeTempo home" })).toBeFocused();

    // Shift+Tab from the first control wraps to the last, Tab from the last to the first.
    await page.keyboard.press("Shift+Tab");
    await expect(nav.getByRole("button", { name: "Create Account" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "TypeTempo home" })).toBeFocused();

    // A full round of Tab never leaves the drawer (home, close, 16 timed and character tests,
    // 4 word tests, the custom length, practice, race, rankings, 4 resources, difficulty,
    // settings, 2 help links, sign in, create account = 36 stops).
    const seen = new Set<string>();
    for (let i = 0; i < 45; i++) {
      await page.keyboard.press("Tab");
      const where = await focused(page);
      expect(where.inNav, `Tab ${i + 1} went to ${where.label}`).toBe(true);
      seen.add(where.label);
    }
    expect(seen.size).toBe(36);

    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.getByRole("button", { name: "Close navigation" }).click();
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("Escape in the sign-in dialog opened from the drawer closes only the dialog", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open navigation" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Welcome back" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email")).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("button", { name: "Sign In" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Open navigation" })).toBeFocused();
  });
});

test("the busy sign-in button keeps keyboard focus, and ignores a second press", async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  await page.route("**/api/auth/sign-in/email", async (route) => {
    requests++;
    await held;
    await route.continue();
  });
  const dialog = await openModal(page, "Sign In");
  await dialog.getByLabel("Email").fill("slow@example.com");
  await dialog.getByLabel("Password").fill("whatever");
  await dialog.getByRole("button", { name: "Sign In" }).focus();
  await page.keyboard.press("Enter");
  const busy = dialog.getByRole("button", { name: "Please wait..." });
  await expect(busy).toBeFocused();
  await page.keyboard.press("Enter");
  release();
  await expect(dialog.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(dialog.getByRole("button", { name: "Sign In" })).toBeFocused();
  expect(requests).toBe(1);
});

test("each in-app page change is announced by the new page's title", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const announcer = page.getByTestId("route-announcer");
  await expect(announcer).toHaveAttribute("role", "status");
  await expect(announcer).toHaveText("");
  const nav = page.getByRole("navigation", { name: "Main" });

  await nav.getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(announcer).toHaveText("Typing Speed FAQ | TypeTempo");
  expect(await announcer.textContent()).toBe(await page.title());

  await nav.getByRole("link", { name: "Global Rankings" }).click();
  await expect(announcer).toHaveText("Global Rankings - Typing Speed Leaderboard | TypeTempo");
});

test("a page that opens with its own title makes it the one h1, after the navigation", async ({
  page,
}) => {
  await page.goto("/about");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About TypeTempo");
  const first = await page.evaluate(
    () => document.querySelector("h1, h2, h3, h4, h5, h6")?.tagName,
  );
  expect(first).toBe("H1");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("heading")).toHaveCount(0);
});

test("at 320 px the longest page heading wraps instead of being cut off", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/2000-characters");
  await waitForHydration(page);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("2000 Characters Typing Test");
  const fits = await heading.evaluate(
    (element) =>
      element.scrollWidth <= element.clientWidth &&
      element.getBoundingClientRect().right <= window.innerWidth,
  );
  expect(fits).toBe(true);
});

test("a control focused from below scrolls clear of the sticky header", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto("/contact");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Send Message" }).focus();
  // Back up to a field that is now above the fold: it must land below the 4rem header.
  await page.getByLabel("Name", { exact: true }).focus();
  const top = await page
    .getByLabel("Name", { exact: true })
    .evaluate((element) => element.getBoundingClientRect().top);
  const headerBottom = await page
    .locator("header")
    .first()
    .evaluate((element) => element.getBoundingClientRect().bottom);
  expect(top).toBeGreaterThanOrEqual(headerBottom);
});

test("reduced motion stops the spinner and the drawer's slide", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route("**/api/leaderboard?*", () => {});
  await page.goto("/leaderboard");
  const spinner = page.getByRole("status").filter({ hasText: "Loading rankings…" });
  await expect(spinner).toBeVisible();
  expect(
    await spinner
      .locator("span")
      .first()
      .evaluate((e) => getComputedStyle(e).animationName),
  ).toBe("none");
  const nav = page.locator("#side-navigation");
  expect(await nav.evaluate((e) => getComputedStyle(e).transitionProperty)).toBe("none");
});

test("text fields and selects have borders of at least 3:1 against their background", async ({
  page,
}) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const ratios = await page.evaluate(() => {
    // Colours are oklch(); a canvas pixel turns any CSS colour into sRGB bytes.
    const context = document.createElement("canvas").getContext("2d", {
      willReadFrequently: true,
    })!;
    const rgb = (css: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (css: string) => {
      const [r, g, b] = rgb(css).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    /** The colour behind an element: its nearest ancestor with an opaque background. */
    const behind = (element: Element) => {
      for (let e = element.parentElement; e; e = e.parentElement) {
        const color = getComputedStyle(e).backgroundColor;
        if (color !== "rgba(0, 0, 0, 0)" && !color.includes("/")) return color;
      }
      return "rgb(3, 7, 18)";
    };
    const fields = [...document.querySelectorAll("main input, main textarea, select")];
    return fields
      .filter((field) => field.checkVisibility())
      .map((field) => {
        const style = getComputedStyle(field);
        return {
          field: field.getAttribute("name") ?? field.id,
          outside: ratio(style.borderTopColor, behind(field)),
          inside: ratio(style.borderTopColor, style.backgroundColor),
        };
      });
  });
  expect(ratios.length).toBeGreaterThan(3);
  for (const { field, outside } of ratios) expect(outside, field).toBeGreaterThanOrEqual(3);
});

test.describe("forced colours (Windows High Contrast)", () => {
  test("typed, untyped and wrong text and the caret stay distinguishable", async ({
    page,
  }, testInfo) => {
    await page.goto("/30-seconds");
    await waitForHydration(page);
    await expect(input(page)).toBeFocused();
    const passage = await passageText(page);
    await page.keyboard.insertText(passage.slice(0, 3));
    await page.keyboard.insertText(passage[3] === "x" ? "y" : "x");
    await page.emulateMedia({ forcedColors: "active" });

    const look = (state: string) =>
      page
        .locator(`[data-state="${state}"]`)
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.color} on ${style.backgroundColor}`;
        });
    const looks = {
      ok: await look("ok"),
      bad: await look("bad"),
      caret: await look("caret"),
      todo: await look("todo"),
    };
    expect(new Set(Object.values(looks)).size, JSON.stringify(looks)).toBe(4);
    const area = page.getByTestId("passage");
    const shot = testInfo.outputPath("typing-area-forced-colors.png");
    await area.screenshot({ path: shot });
    expect(fs.statSync(shot).size).toBeGreaterThan(1000);
  });
});

test.describe("the results panel", () => {
  test("names the mode and difficulty in words", async ({ page }) => {
    await page.goto("/300-characters");
    await waitForHydration(page);
    await page.keyboard.insertText(await passageText(page));
    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
    await expect(page.getByText("300 Characters · Medium", { exact: true })).toBeVisible();
  });

  test("reads space and line break by name in the mistakes list", async ({ page }) => {
    await page.goto("/300-characters");
    await waitForHydration(page);
    const passage = await passageText(page);
    const space = passage.indexOf(" ");
    // A letter where a space belongs, then a space where the next letter belongs.
    await page.keyboard.insertText(passage.slice(0, space) + "q ");
    await page.keyboard.insertText(passage.slice(space + 2));
    const list = page.getByRole("list", { name: "Mistakes, in order" });
    await expect(list).toBeVisible();
    const first = list.getByRole("listitem").first();
    await expect(first).toContainText("Typed: q");
    await expect(first.getByText("space", { exact: true })).toHaveClass(/sr-only/);
    await expect(first.getByText("␣")).toHaveAttribute("aria-hidden", "true");
  });

  test("gives the speed graph a table of its figures", async ({ page }) => {
    await page.clock.install();
    await page.goto("/30-seconds");
    await waitForHydration(page);
    const passage = await passageText(page);
    for (let second = 0; second < 30; second++) {
      await page.keyboard.insertText(passage.slice(second * 4, second * 4 + 4));
      await page.clock.runFor(1000);
    }
    await page.clock.runFor(1000);
    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
    await page.getByText("Show the graph as a table").click();
    const table = page.getByRole("table", { name: "Words per minute at each second of the test" });
    await expect(table.getByRole("row")).toHaveCount(31);
    await expect(table.getByRole("row").nth(1).getByRole("cell").first()).toHaveText("1");
  });

  test.describe("on a phone", () => {
    test.use(PHONE);

    test("shows the score above the fold, before the share buttons", async ({ page }) => {
      await page.goto("/300-characters");
      await waitForHydration(page);
      await page.keyboard.insertText(await passageText(page));
      const wpm = page.getByTestId("result-wpm");
      await expect(wpm).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = (await wpm.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      const share = (await page.getByRole("group", { name: "Share your result" }).boundingBox())!;
      expect(share.y).toBeGreaterThan(box.y);
    });
  });
});
