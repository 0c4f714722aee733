import { type Page, expect, test } from "@playwright/test";
import type { IssuedTest } from "../../src/core/api/typing-tests.ts";
import { issuedToken } from "../support/typing.ts";
import { newUser, signUpByApi } from "./account-helpers.ts";
import { waitForHydration } from "./fixtures.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import { E2E_AUTH_SECRET } from "./server-secret.ts";

// How a typist moves through a test with the keyboard: past its end, after a click elsewhere,
// restarting from either screen, and when more text cannot be loaded.

const input = (page: Page) => page.getByLabel("Type the passage here");
const passageText = async (page: Page) => (await page.locator("#passage-text").textContent()) ?? "";
const resultsHeading = (page: Page) => page.getByRole("heading", { name: "Results" });

const START = new Date("2026-05-01T10:00:00Z").getTime();

/** Opens a test with a stopped clock that only moves when the test says so. */
async function openTest(page: Page, path: string) {
  await page.clock.install({ time: START });
  await page.goto(path);
  await waitForHydration(page);
  await page.clock.pauseAt(START + 60_000);
  await expect(input(page)).toBeFocused();
  return passageText(page);
}

/** Finishes a character test at once; its results panel then holds the focus. */
async function finishCharacterTest(page: Page) {
  await page.keyboard.insertText(await passageText(page));
  await expect(resultsHeading(page)).toBeFocused();
}

/** A click on the page's heading, outside the typing area: the box loses the focus. */
async function clickElsewhere(page: Page) {
  await page.locator("header h1").click();
  await expect(input(page)).not.toBeFocused();
}

test.describe("typing on past the end of a timed test", () => {
  test("keeps the results on screen and starts nothing", async ({ page }) => {
    const passage = await openTest(page, "/30-seconds");
    await page.keyboard.type(passage.slice(0, 20));
    await page.clock.runFor(30_000);
    await expect(resultsHeading(page)).toBeVisible();
    const wpm = await page.getByTestId("result-wpm").textContent();

    // Letters and spaces, one key every 50 ms for two seconds after time ran out.
    const more = passage.slice(20, 60);
    for (const char of more) {
      await page.keyboard.press(char === " " ? "Space" : char);
      await page.clock.runFor(50);
    }

    await expect(resultsHeading(page)).toBeFocused();
    await expect(resultsHeading(page)).toBeInViewport();
    await expect(input(page)).toHaveCount(0);
    await expect(page.getByTestId("clock")).toHaveCount(0);
    await expect(page.getByTestId("result-wpm")).toHaveText(wpm!);
    // The signed-out typist's result is still there to be saved.
    await expect(page.getByRole("button", { name: "Sign in to save your result" })).toBeVisible();
  });

  test("swallows even Escape and Enter in the moment after the end", async ({ page }) => {
    const passage = await openTest(page, "/300-characters");
    await page.keyboard.insertText(passage.slice(0, -1));
    await page.keyboard.type(passage.slice(-1));
    await page.keyboard.press("Escape");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(resultsHeading(page)).toBeFocused();
    await expect(input(page)).toHaveCount(0);
  });
});

test.describe("with the focus elsewhere", () => {
  test("shows how to come back, and the first key lands in the test", async ({ page }) => {
    const passage = await openTest(page, "/1-minute");
    await clickElsewhere(page);
    await expect(page.getByTestId("focus-hint")).toHaveText("Click or press any key to focus");
    await expect(page.getByTestId("focus-hint")).toBeVisible();

    await page.keyboard.type(passage.slice(0, 3));
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue(passage.slice(0, 3));
    await expect(page.getByTestId("focus-hint")).toHaveText("");
    await page.clock.runFor(2000);
    await expect(page.getByTestId("clock")).toHaveText("58s");

    // Mid-test too: the key that brings the focus back is typed, not lost.
    await clickElsewhere(page);
    await page.keyboard.type(passage.slice(3, 8));
    await expect(input(page)).toHaveValue(passage.slice(0, 8));
  });

  test("a click on the passage brings the focus back", async ({ page }) => {
    await openTest(page, "/1-minute");
    await clickElsewhere(page);
    const box = (await page.getByTestId("passage").boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(input(page)).toBeFocused();
    await expect(page.getByTestId("focus-hint")).toHaveText("");
  });

  test("keys typed in a dialog's fields stay there", async ({ page }) => {
    await openTest(page, "/1-minute");
    // The dialog's code loads on first use, and React reveals it on a timer.
    await page.clock.resume();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Sign In", exact: true })
      .click();
    const email = page.getByRole("dialog").getByLabel("Email");
    await email.click();
    await page.keyboard.type("ada@example.com");
    await expect(email).toHaveValue("ada@example.com");
    await expect(input(page)).toHaveValue("");
  });

  test("after the sign-in dialog closes, the next key lands in the test", async ({ page }) => {
    const passage = await openTest(page, "/1-minute");
    await page.clock.resume();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Sign In", exact: true })
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(input(page)).not.toBeFocused();
    await page.keyboard.type(passage.slice(0, 3));
    await expect(input(page)).toHaveValue(passage.slice(0, 3));
  });

  test("shortcuts and a button's own keys are not taken", async ({ page }) => {
    await openTest(page, "/1-minute");
    await clickElsewhere(page);
    await page.keyboard.press("Control+a");
    await expect(input(page)).not.toBeFocused();
    await page.getByRole("button", { name: "Reset" }).focus();
    await page.keyboard.press("Space");
    // Space pressed Reset: a new run, whose box takes the focus, and nothing typed.
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue("");
  });
});

test.describe("one keyboard story", () => {
  test("the typing screen's hint names the keys that restart it, and they do", async ({ page }) => {
    const first = await openTest(page, "/400-characters");
    await expect(page.getByText("Esc restarts, or Tab then Enter.")).toBeVisible();
    await page.keyboard.type(first.slice(0, 5));
    await clickElsewhere(page);
    await page.keyboard.press("Escape");
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue("");
    const second = await passageText(page);
    expect(second).not.toBe(first);

    // Tab is the browser's: from the typing box, Reset is the next control in reading order.
    await page.keyboard.type(second.slice(0, 5));
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Reset" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue("");
    expect(await passageText(page)).not.toBe(second);
  });

  test("on the results, Escape starts a new test", async ({ page }) => {
    await openTest(page, "/300-characters");
    await finishCharacterTest(page);
    await expect(page.getByText("Esc starts a new test, or Tab then Enter.")).toBeVisible();
    await page.clock.runFor(1000);
    await page.keyboard.press("Escape");
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue("");
  });

  test("on the results, Tab then Enter tries again, signed in too", async ({ page }) => {
    await signUpByApi(page.request, newUser("tabber"));
    await openTest(page, "/300-characters");
    await finishCharacterTest(page);
    await page.clock.runFor(1000);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Try Again" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/300-characters$/);
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue("");
  });

  test("on the results, Space does not restart or scroll them away", async ({ page }) => {
    await openTest(page, "/300-characters");
    await finishCharacterTest(page);
    await page.clock.runFor(1000);
    const scrolled = await page.evaluate(() => window.scrollY);
    for (let i = 0; i < 5; i++) await page.keyboard.press("Space");
    await expect(resultsHeading(page)).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

test.describe("when more text cannot be loaded", () => {
  test("the run keeps its token, says why, and is saved", async ({ page }) => {
    await signUpByApi(page.request, newUser("offline"));
    // The test's token is dated a minute back, so its result may be saved at once.
    let served: IssuedTest | undefined;
    await page.route("**/api/tests", async (route) => {
      const response = await route.fetch();
      served = (await response.json()) as IssuedTest;
      const token = issuedToken(
        E2E_AUTH_SECRET,
        { mode: "30-seconds", difficulty: "medium", passageIds: [served.passage.id] },
        Date.now() - 60_000,
      );
      await route.fulfill({ response, json: { ...served, token } });
    });
    let appendRequests = 0;
    await page.route("**/api/tests/passages", (route) => {
      appendRequests += 1;
      return route.abort();
    });

    const passage = await openTest(page, "/30-seconds");
    expect(passage).toBe(served!.passage.text);
    await page.keyboard.insertText(passage.slice(0, Math.ceil(passage.length * 0.8)));
    // Asked again after 0.5, 1 and 2 s (src/web/lib/retry.test.ts times them), then given up.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(250);
          return appendRequests;
        },
        { timeout: 20_000 },
      )
      .toBe(4);
    await page.clock.runFor(10_000);
    expect(appendRequests).toBe(4);
    await expect(page.getByRole("status").filter({ hasText: "More text" })).toHaveText(
      "More text could not be added to this test: TypeTempo's server could not be reached. " +
        "The test goes on with the text shown, and its result can still be saved.",
    );

    await page.keyboard.insertText(passage.slice(Math.ceil(passage.length * 0.8)));
    await expect(input(page)).toHaveValue(new RegExp(`${passage.slice(-10).replace(/\W/g, ".")}$`));
    await page.clock.runFor(30_000);
    await expect(resultsHeading(page)).toBeVisible();
    await page.clock.resume();
    await expect(page.getByTestId("save-status")).toHaveText(/^Result saved to your profile/);
    expect(appendRequests).toBe(4);
  });
});

test.describe("for screen readers", () => {
  test("the clock is a named timer, and the focus hint is a status axe passes", async ({
    page,
  }) => {
    await openTest(page, "/30-seconds");
    await expect(page.getByRole("timer", { name: "Time left" })).toHaveText("30s");
    await clickElsewhere(page);
    await expect(
      page.getByRole("status").filter({ hasText: "Click or press any key to focus" }),
    ).toBeVisible();
    await page.clock.resume();
    await expectNoViolations(page);
  });

  test("the results, with the focus on their heading, pass axe", async ({ page }) => {
    await openTest(page, "/300-characters");
    await finishCharacterTest(page);
    await page.clock.resume();
    await expectNoViolations(page);
  });
});
