import { type Page, expect, test } from "@playwright/test";
import { PHONE, waitForHydration } from "./fixtures.ts";

const input = (page: Page) => page.getByLabel("Type the passage here");
const notice = (page: Page) => page.getByTestId("slip-notice");
const START = new Date("2026-05-01T10:00:00Z").getTime();

/** Opens a character test with a stopped clock and answers its passage. */
async function openTest(page: Page) {
  await page.clock.install({ time: START });
  await page.goto("/300-characters");
  await waitForHydration(page);
  await page.clock.pauseAt(START + 60_000);
  await expect(input(page)).toBeFocused();
  return (await page.locator("#passage-text").textContent()) ?? "";
}

/** A position from 20 on whose character differs from the next, so a slip there shows. */
function slipPosition(passage: string): number {
  let at = 20;
  while (passage[at] === passage[at + 1] || passage[at] === "x" || passage[at + 1] === "x") at++;
  return at;
}

/** The wrong characters drawn, each with the key the typist typed over it. */
const wrongShown = (page: Page) =>
  page.locator(".tt-bad").evaluateAll((spans) =>
    spans.map((span) => ({
      expected: span.textContent,
      typed: getComputedStyle(span, "::after").content,
    })),
  );

/** Counts changes to the live region that holds the slip notice, from now on. */
async function watchAnnouncements(page: Page) {
  await notice(page).evaluate((shown) => {
    const region = shown.parentElement!;
    const w = window as unknown as { announcements: number };
    w.announcements = 0;
    new MutationObserver((changes) => (w.announcements += changes.length)).observe(region, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { announcements: number }).announcements);
}

const wrongKey = (expected: string) => (expected === "x" ? "y" : "x");

test.describe("a slip", () => {
  test("an extra letter shows the key typed and is pointed out once", async ({ page }) => {
    const passage = await openTest(page);
    const at = slipPosition(passage);
    await page.keyboard.insertText(passage.slice(0, at));
    await page.keyboard.type(`x${passage.slice(at, at + 3)}`);
    await expect(notice(page)).toHaveText(
      new RegExp(
        `^It looks like an extra letter was typed in “[^”]+” \\(character ${at + 1}\\), so what follows is one place off and counts as mistakes\\. Backspace to there to fix it\\.$`,
      ),
    );
    await expect(page.getByRole("status").filter({ has: notice(page) })).toBeAttached();
    expect((await wrongShown(page))[0]).toEqual({
      expected: passage[at],
      typed: '"x"',
    });

    // Said once: typing on past it leaves the live region alone.
    const announcements = await watchAnnouncements(page);
    await page.keyboard.type(passage.slice(at + 3, at + 12));
    expect(await announcements()).toBe(0);
    await expect(notice(page)).toBeVisible();

    // Back to the slip, the notice goes; typed right from there, no mistake is left.
    for (let i = 0; i < 13; i++) await page.keyboard.press("Backspace");
    await expect(notice(page)).toBeHidden();
    await page.keyboard.type(passage.slice(at, at + 12));
    expect(await wrongShown(page)).toEqual([]);
  });

  test("a skipped letter shows the key typed in its place and is pointed out", async ({ page }) => {
    const passage = await openTest(page);
    const at = slipPosition(passage);
    await page.keyboard.insertText(passage.slice(0, at));
    await page.keyboard.type(passage.slice(at + 1, at + 5));
    await expect(notice(page)).toContainText(`It looks like a letter was skipped in “`);
    await expect(notice(page)).toContainText(`(character ${at + 1})`);
    const shown = await wrongShown(page);
    const sign = (key: string) => (key === " " ? "␣" : key);
    expect(shown[0]).toEqual({ expected: passage[at], typed: `"${sign(passage[at + 1]!)}"` });
  });

  test("in forced colours, the key typed still shows over a wrong character", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    const passage = await openTest(page);
    await page.keyboard.type(`${passage.slice(0, 5)}${wrongKey(passage[5]!)}`);
    const after = await page.locator(".tt-bad").evaluate((span) => {
      const style = getComputedStyle(span, "::after");
      return { content: style.content, color: style.color, background: style.backgroundColor };
    });
    expect(after.content).toBe(`"${wrongKey(passage[5]!)}"`);
    expect(after.color).not.toBe(after.background);
  });
});

test.describe("stop on error", () => {
  test("letter holds the caret at a wrong key until it is corrected", async ({ page }) => {
    const passage = await openTest(page);
    await page.getByLabel("Stop on error").selectOption("letter");
    await input(page).focus();
    const wrong = wrongKey(passage[10]!);
    await page.keyboard.type(`${passage.slice(0, 10)}${wrong}${passage.slice(11, 20)}`);
    await expect(input(page)).toHaveValue(`${passage.slice(0, 10)}${wrong}`);
    await expect(page.locator(".tt-caret")).toHaveText(passage[11]!);
    expect(await wrongShown(page)).toEqual([{ expected: passage[10], typed: `"${wrong}"` }]);

    await page.keyboard.press("Backspace");
    await page.keyboard.insertText(passage.slice(10));
    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
    await expect(page.getByTestId("result-stop-on-error")).toHaveText("Stop on error: letter");
    await expect(page.getByTestId("result-accuracy")).toHaveText("100%");
  });

  test("word lets a wrong word be finished but not passed with a space", async ({ page }) => {
    const passage = await openTest(page);
    await page.getByLabel("Stop on error").selectOption("word");
    await input(page).focus();
    const space = passage.indexOf(" ", 10);
    const wrong = wrongKey(passage[space - 2]!);
    const word = `${passage.slice(0, space - 2)}${wrong}${passage[space - 1]}`;
    await page.keyboard.type(`${word} ${passage.slice(space + 1, space + 6)}`);
    await expect(input(page)).toHaveValue(word);
    await expect(page.locator(".tt-caret")).toHaveText(" ");

    for (let i = 0; i < 2; i++) await page.keyboard.press("Backspace");
    await page.keyboard.insertText(passage.slice(space - 2));
    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
    await expect(page.getByTestId("result-stop-on-error")).toHaveText("Stop on error: word");
  });

  test("is off by default, and the result says so", async ({ page }) => {
    const passage = await openTest(page);
    await expect(page.getByLabel("Stop on error")).toHaveValue("off");
    await page.keyboard.insertText(`${wrongKey(passage[0]!)}${passage.slice(1)}`);
    await expect(page.getByTestId("result-stop-on-error")).toHaveText("Stop on error: off");
    await expect(page.getByTestId("result-mistakes")).toHaveText("1");
  });
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("the slip notice and the typed key show under the passage", async ({ page }) => {
    const passage = await openTest(page);
    const at = slipPosition(passage);
    await page.keyboard.insertText(passage.slice(0, at));
    await page.keyboard.type(`x${passage.slice(at, at + 4)}`);
    await expect(notice(page)).toBeVisible();
    expect((await wrongShown(page))[0]?.typed).toBe('"x"');
  });
});
