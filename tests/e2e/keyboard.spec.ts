import { type Page, expect, test } from "@playwright/test";
import { newUser, signUpVerifiedByApi } from "./account-helpers.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import { waitForHydration } from "./fixtures.ts";
import { saveTimedResult } from "./result-helpers.ts";

// Issue 33, item 3: Tab walks every page in reading order, through the side navigation and every
// control of the results panel, and the main actions are a few presses from the top.

const input = (page: Page) => page.getByLabel("Type the passage here");
const START = new Date("2026-05-01T10:00:00Z").getTime();

/**
 * The page's reading order: every element Tab should stop at, in document order. Visible (an
 * element in a closed <details>, hidden by CSS or in an inert part has no stop), not taken out
 * with tabindex="-1", and of each radio group only the checked radio (or the first), which is
 * the group's one stop. Kept in the page as `window.readingOrder`; resolves with the names.
 */
async function readingOrder(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Its tag and what it is called, for a readable failure.
    const name = (element: Element) => {
      const label = element.getAttribute("aria-label") ?? element.textContent ?? "";
      return `${element.tagName.toLowerCase()}: ${label.replace(/\s+/g, " ").trim().slice(0, 40)}`;
    };
    const selector =
      "a[href], button:not([disabled]), select:not([disabled]), textarea:not([disabled]), " +
      'input:not([disabled]):not([type="hidden"]), summary, [tabindex]';
    const radioStop = (radio: HTMLInputElement) => {
      const group = [
        ...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${radio.name}"]`),
      ];
      return (group.find((r) => r.checked) ?? group[0]) === radio;
    };
    const order = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.tabIndex >= 0 &&
        element.getAttribute("tabindex") !== "-1" &&
        !element.closest("[inert]") &&
        element.checkVisibility({ visibilityProperty: true }) &&
        !(element instanceof HTMLInputElement && element.type === "radio" && !radioStop(element)),
    );
    (window as unknown as { readingOrder: HTMLElement[] }).readingOrder = order;
    return order.map(name);
  });
}

/** Where the focus is in the reading order: its index, or -1 on the page itself. */
function focusIndex(page: Page): Promise<number> {
  return page.evaluate(() => {
    const order = (window as unknown as { readingOrder: HTMLElement[] }).readingOrder;
    const active = document.activeElement;
    if (!active || active === document.body) return -1;
    const index = order.indexOf(active as HTMLElement);
    if (index === -1) throw new Error(`focus on ${active.outerHTML.slice(0, 120)}, off the order`);
    return index;
  });
}

/**
 * The index in the reading order after which Tab continues from the focused element: the focused
 * stop itself, or, on an element without a stop of its own (a focused heading), the last stop
 * before it; -1 from the page itself.
 */
function startIndex(page: Page): Promise<number> {
  return page.evaluate(() => {
    const order = (window as unknown as { readingOrder: HTMLElement[] }).readingOrder;
    const active = document.activeElement;
    if (!active || active === document.body) return -1;
    let last = -1;
    order.forEach((element, i) => {
      if (element === active || element.compareDocumentPosition(active) & 4) last = i;
    });
    return last;
  });
}

/**
 * Presses Tab once for every stop and once more, and checks that the focus visits the stops in
 * reading order from where it is, round to where it started: leaving the last stop may rest on
 * the page (as a browser gives its own controls a turn) before coming back to the first.
 * Resolves with the names visited, in order.
 */
async function walkWithTab(page: Page): Promise<string[]> {
  const names = await readingOrder(page);
  const start = await startIndex(page);
  const visited: string[] = [];
  const expected: string[] = [];
  let atPage = 0;
  while (expected.length < names.length) {
    await page.keyboard.press("Tab");
    const index = await focusIndex(page);
    if (index === -1) {
      atPage++;
      expect(atPage, "Tab rested on the page more than once in a round").toBe(1);
      continue;
    }
    visited.push(names[index]!);
    expected.push(names[(start + 1 + expected.length) % names.length]!);
  }
  expect(visited).toEqual(expected);
  return visited;
}

/** Opens a test with a stopped clock that only moves when the test says so. */
async function openTest(page: Page, path: string) {
  await page.clock.install({ time: START });
  await page.goto(path);
  await waitForHydration(page);
  await page.clock.pauseAt(START + 60_000);
  await expect(input(page)).toBeFocused();
  // The account area is drawn once the session is known; its buttons are stops too.
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
}

const sideNav = (names: string[]) => names.filter((name) => name.startsWith("a: 1 Minute"));

test("an idle test page: Tab goes from the typing box to Reset and on round the whole page", async ({
  page,
}) => {
  await openTest(page, "/30-seconds");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Reset" })).toBeFocused();
  await input(page).focus();
  const visited = await walkWithTab(page);
  expect(visited[0]).toBe("button: Reset");
  // Round past the footer to the top: the skip links, then the side navigation.
  expect(visited).toContain("a: Skip to content");
  expect(sideNav(visited)).toHaveLength(1);
  expect(visited).toContain("button: Create Account");
  expect(visited.at(-1)).toBe("textarea: Type the passage here");
});

test("the results panel: Tab from its heading reaches Try Again, then every control in order", async ({
  page,
}) => {
  await openTest(page, "/30-seconds");
  const passage = await page.locator("#passage-text").textContent();
  for (let i = 0; i < 30; i += 6) {
    await page.keyboard.insertText(passage!.slice(i, i + 6));
    await page.clock.runFor(1000);
  }
  await page.clock.runFor(26_000);
  const heading = page.getByRole("heading", { name: "Results" });
  await expect(heading).toBeFocused();
  // Keys are swallowed for a second after the end.
  await page.clock.runFor(1000);

  const visited = await walkWithTab(page);
  expect(visited[0]).toBe("button: Try Again");
  const panel = visited.slice(0, visited.indexOf("button: Sign in to save your result") + 1);
  for (const control of [
    "button: Share on X",
    "button: Copy link",
    "summary: Show the graph as a table",
    "select: ",
    "summary: Key figures as a table",
  ]) {
    expect(
      panel.some((name) => name.startsWith(control)),
      `${control} in ${panel.join(" | ")}`,
    ).toBe(true);
  }
  expect(panel.filter((name) => name.startsWith("input: ")).length).toBeGreaterThan(0);
  expect(sideNav(visited)).toHaveLength(1);

  // Back at the heading, Tab then Enter still tries again.
  await heading.focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(input(page)).toBeFocused();
});

test("a content page: Tab walks it in reading order, and Create Account is four Tabs away", async ({
  page,
}) => {
  await page.goto("/terms");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
  const visited = await walkWithTab(page);
  expect(visited.slice(0, 2)).toEqual(["a: Skip to content", "a: Skip to account"]);
  expect(sideNav(visited)).toHaveLength(1);
  expect(visited.indexOf("button: Create Account")).toBeGreaterThan(20);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to account" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Create Account" })).toBeFocused();
});

test.describe("headings never skip a level", () => {
  for (const path of [
    "/terms",
    "/privacy",
    "/contact",
    "/blog/test-strategies-for-digital-nomads-on-typetempo",
    "/blog/typetempo-typing-practice-platform",
    "/blog/hong-kong-startups-typing-test-case-study",
  ]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page, { rules: ["heading-order"] });
    });
  }

  test("/profile, with its weakest keys", async ({ page }) => {
    await signUpVerifiedByApi(page.request, newUser("kb"));
    await saveTimedResult(page.request, { seconds: 30, difficulty: "medium", wpm: 60, seed: 7 });
    await page.goto("/profile");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Slowest keys", level: 3 })).toBeVisible();
    await expectNoViolations(page, { rules: ["heading-order"] });
  });
});

test("the replay's passage is a named region a keyboard can scroll", async ({ page, browser }) => {
  const typist = await browser.newContext();
  await signUpVerifiedByApi(typist.request, newUser("kr"));
  const saved = await saveTimedResult(typist.request, {
    seconds: 30,
    difficulty: "hard",
    wpm: 90,
    seed: 11,
  });
  await typist.close();

  await page.goto(`/replay/${saved.id}`);
  await waitForHydration(page);
  const passage = page.getByRole("region", { name: "Passage as typed" });
  await expect(passage).toHaveAttribute("tabindex", "0");
  await passage.focus();
  await expect(passage).toBeFocused();
  await expectNoViolations(page, { rules: ["scrollable-region-focusable", "heading-order"] });
});
