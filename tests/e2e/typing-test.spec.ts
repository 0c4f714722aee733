import { type Page, expect, test } from "@playwright/test";
import {
  CHARACTER_LENGTHS,
  TIMED_DURATIONS,
  characterTestPath,
  timedTestPath,
} from "../../src/core/typing/test-modes.ts";
import { fillSignIn, newUser, signUpByApi, signUpVerifiedByApi } from "./account-helpers.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import {
  PERSON_TYPIST,
  backdateServedTests,
  pauseSoon,
  typeTextOnPausedClock,
} from "./clocked-typing.ts";
import { PHONE, SMOKE, waitForHydration } from "./fixtures.ts";

const input = (page: Page) => page.getByLabel("Type the passage here");
const passageText = async (page: Page) => (await page.locator("#passage-text").textContent()) ?? "";

const START = new Date("2026-05-01T10:00:00Z").getTime();

/** Accepts the next alert as it opens and resolves with its text. */
function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

/** Opens a test with a stopped clock that only moves when the test says so. */
async function openTest(page: Page, path: string) {
  await page.clock.install({ time: START });
  await page.goto(path);
  await waitForHydration(page);
  await page.clock.pauseAt(START + 60_000);
  await expect(input(page)).toBeFocused();
  const passage = await passageText(page);
  expect(passage.length).toBeGreaterThan(100);
  return passage;
}

/** Types `text` in chunks, letting `msPerChunk` pass between them. */
async function typeInChunks(page: Page, text: string, chunk: number, msPerChunk: number) {
  for (let i = 0; i < text.length; i += chunk) {
    if (i > 0) await page.clock.runFor(msPerChunk);
    await page.keyboard.insertText(text.slice(i, i + chunk));
  }
}

test.describe("a character test", () => {
  test("typed correctly, scores over the time it took", { tag: SMOKE }, async ({ page }) => {
    const passage = await openTest(page, "/300-characters");
    await expect(
      page.getByText(
        `Approximately 300 characters test (${passage.length} characters total). The test will end automatically when you complete the text.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Stop" })).toBeHidden();

    // All but the last character at once, the last one 200 ms per character of the passage
    // later: a character every 200 ms on average, a word a second, is 60 WPM at any length.
    await page.keyboard.insertText(passage.slice(0, -1));
    await page.clock.runFor(passage.length * 200);
    await page.keyboard.insertText(passage.slice(-1));

    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
    await expect(page.getByTestId("result-wpm")).toHaveText("60");
    await expect(page.getByTestId("result-accuracy")).toHaveText("100%");
    await expect(page.getByTestId("result-mistakes")).toHaveText("0");
    await expect(page.getByTestId("error-rate")).toHaveText("Error rate: 0.0%");
    await expect(page.getByTestId("result-mode")).toHaveText("300 Characters");
    await expect(page.getByTestId("result-difficulty")).toHaveText("Medium");
    await page.clock.runFor(200);
    await expect(page.getByRole("status").filter({ hasText: "Test complete" })).toHaveText(
      "Test complete. 60 words per minute, 100% accuracy, 0 mistakes.",
    );
  });

  test("with deliberate mistakes, lists each one and its error rate", async ({ page }) => {
    const passage = await openTest(page, "/300-characters");
    const wrong = (char: string) => (char === "x" ? "y" : "x");
    const typed = [...passage.slice(0, 100)]
      .map((char, i) => ([5, 42, 79].includes(i) ? wrong(char) : char))
      .join("");
    await typeInChunks(page, typed, 25, 1500);
    await page.clock.runFor(7500);
    await page.getByRole("button", { name: "Stop" }).click();

    // Stopped 12 s after the first key: 97 correct characters / 5 / 0.2 minutes = 97 WPM;
    // 97 of 100 typed right is 97 %, and 3 mistakes in 100 an error rate of 3.0 %.
    await expect(page.getByTestId("result-wpm")).toHaveText("97");
    await expect(page.getByTestId("result-accuracy")).toHaveText("97%");
    await expect(page.getByTestId("result-mistakes")).toHaveText("3");
    await expect(page.getByTestId("error-rate")).toHaveText("Error rate: 3.0%");
    const items = page.getByTestId("mistake-list").getByRole("listitem");
    await expect(items).toHaveCount(3);
    const show = (c: string) => (c === " " ? "␣" : c).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(items.first()).toHaveText(
      new RegExp(
        `Position 5\\s*Typed: ${show(wrong(passage[5]!))}\\s*Expected: ${show(passage[5]!)}`,
      ),
    );
  });

  test("Stop appears once text is typed and ends the test", async ({ page }) => {
    const passage = await openTest(page, "/500-characters");
    await page.keyboard.insertText(passage.slice(0, 30));
    await page.clock.runFor(6000);
    await page.getByRole("button", { name: "Stop" }).click();
    // 30 correct characters in 6 s: 30 / 5 / 0.1 minutes = 60 WPM.
    await expect(page.getByTestId("result-wpm")).toHaveText("60");
  });

  test("refuses pasted text", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openTest(page, "/300-characters");
    await page.evaluate(() => navigator.clipboard.writeText("pasted words"));
    await page.keyboard.press("ControlOrMeta+V");
    await expect(input(page)).toHaveValue("");
    await page.keyboard.insertText("a");
    await expect(input(page)).toHaveValue("a");
  });

  // The text box holds only the end of a long typed text; deleting still reaches all of it.
  test("Backspace deletes back past what the text box holds", async ({ page }) => {
    // 360 keys one by one: about 10 s alone, and over 30 s beside the other workers in CI.
    test.setTimeout(90_000);
    const passage = await openTest(page, "/300-characters");
    const wrong = [...passage.slice(40, 220)].map((char) => (char === "x" ? "y" : "x")).join("");
    await page.keyboard.insertText(passage.slice(0, 40));
    for (const char of wrong) await page.keyboard.insertText(char);
    expect((await input(page).inputValue()).length).toBeLessThan(220);
    for (let i = 0; i < wrong.length; i++) await page.keyboard.press("Backspace");
    await page.keyboard.insertText(passage.slice(40));
    await expect(page.getByTestId("result-mistakes")).toHaveText("0");
    await expect(page.getByTestId("result-accuracy")).toHaveText("100%");
  });

  test("Ctrl+Backspace deletes a whole word, however long", async ({ page }) => {
    const passage = await openTest(page, "/300-characters");
    const wordStart = passage.indexOf(" ", 60) + 1;
    await page.keyboard.insertText(`${passage.slice(0, wordStart)}${"x".repeat(100)}`);
    await page.keyboard.press("Control+Backspace");
    await page.keyboard.insertText(passage.slice(wordStart));
    await expect(page.getByTestId("result-mistakes")).toHaveText("0");
  });

  test("keys land at the end of the typed text wherever the caret is moved", async ({ page }) => {
    const passage = await openTest(page, "/300-characters");
    const caretAtEnd = () =>
      input(page).evaluate(
        (box: HTMLTextAreaElement) =>
          box.selectionStart === box.value.length && box.selectionEnd === box.value.length,
      );
    await page.keyboard.insertText(passage.slice(0, 20));
    for (const keys of ["ArrowLeft", "Home", "Shift+Home"]) {
      await page.keyboard.press(keys);
      await expect.poll(caretAtEnd).toBe(true);
    }
    await input(page).click({ position: { x: 5, y: 5 } });
    await expect.poll(caretAtEnd).toBe(true);
    await page.keyboard.insertText(passage.slice(20));
    await expect(page.getByTestId("result-mistakes")).toHaveText("0");
    await expect(page.getByTestId("result-accuracy")).toHaveText("100%");
  });
});

test.describe("a timed test", () => {
  test(
    "counts down from the first key, ends at zero and shows the graph",
    { tag: SMOKE },
    async ({ page }) => {
      const passage = await openTest(page, "/30-seconds");
      const clock = page.getByTestId("clock");
      await expect(clock).toHaveText("30s");
      await page.clock.runFor(5000);
      await expect(clock).toHaveText("30s");

      const typed = passage.slice(0, 60);
      await typeInChunks(page, typed, 6, 1000);
      await expect(clock).toHaveText("21s");
      await expect(page.getByTestId("live-accuracy")).toHaveText("100%");
      await page.clock.runFor(21_000);

      await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
      // A timed test divides by its set duration: 60 correct characters / 5 / 0.5 minutes = 24.
      await expect(page.getByTestId("result-wpm")).toHaveText("24");
      await expect(page.getByTestId("result-mode")).toHaveText("30 Seconds");
      await expect(page.getByRole("heading", { name: "Speed Graph" })).toBeVisible();
      const graph = page.getByTestId("speed-graph");
      await expect(graph.locator('path[data-line="net"]')).toBeVisible();
      await expect(graph).toHaveAttribute(
        "aria-label",
        /^Words per minute over 30 seconds, ending at 24 WPM, with errors in 0 seconds$/,
      );
      await expect(page.getByText("Time (seconds)", { exact: true })).toBeVisible();
      await expect(page.getByText("Words Per Minute", { exact: true })).toBeVisible();
      // The graph sits below the score; a typist scrolls to it before pointing at it.
      const area = page.getByTestId("graph-area");
      await area.scrollIntoViewIfNeeded();
      const box = (await area.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
      await expect(page.getByTestId("graph-tooltip")).toHaveText(/^Time: \d+s\d+ WPM$/);
      await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2);
      await expect(page.getByTestId("graph-tooltip")).toHaveText("Time: 30s24 WPM");

      // A new theme draws the graph in its colours, and the browser's bars follow it.
      const stroke = () =>
        graph.locator('path[data-line="net"]').evaluate((line) => getComputedStyle(line).stroke);
      const darkGraph = await stroke();
      await page
        .getByRole("region", { name: "Test settings" })
        .getByLabel("Theme")
        .selectOption("light");
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#f9fafb");
      await expect.poll(stroke).not.toBe(darkGraph);
    },
  );

  test("fetches and appends the next passage at 80 % of the text", async ({ page }) => {
    const passage = await openTest(page, "/10-minute");
    await page.keyboard.insertText(passage.slice(0, Math.ceil(passage.length * 0.8)));
    await expect
      .poll(() => passageText(page))
      .toMatch(new RegExp(`^${passage.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\S`));
  });

  test("a comma typed over a space is a mistake expecting a space", async ({ page }) => {
    const passage = await openTest(page, "/1-minute");
    const space = passage.indexOf(" ");
    const typed = `${passage.slice(0, space)},`;
    await page.keyboard.insertText(typed);
    await page.clock.runFor(60_000);
    await expect(page.getByTestId("mistake-list").getByRole("listitem")).toHaveText([
      new RegExp(`Position ${space}\\s*Typed: ,\\s*Expected: ␣`),
    ]);
  });
});

test.describe("every test", () => {
  for (const length of CHARACTER_LENGTHS) {
    test(`${length} characters starts on the first character and ends with the text`, async ({
      page,
    }) => {
      const passage = await openTest(page, characterTestPath(length));
      expect(passage.length).toBeGreaterThanOrEqual(length * 0.9);
      expect(passage.length).toBeLessThanOrEqual(length * 1.2);
      await page.clock.runFor(3000);
      await expect(page.getByTestId("clock")).toHaveText("0:00");
      await page.keyboard.insertText(passage[0]!);
      await page.clock.runFor(2000);
      await expect(page.getByTestId("clock")).toHaveText("0:02");
      await page.keyboard.insertText(passage.slice(1));
      await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
      await expect(page.getByTestId("result-mode")).toHaveText(`${length} Characters`);
    });
  }

  for (const seconds of TIMED_DURATIONS) {
    test(`${seconds} seconds starts on the first character and ends at zero`, async ({ page }) => {
      const passage = await openTest(page, timedTestPath(seconds));
      await page.clock.runFor(2000);
      await expect(page.getByTestId("clock")).toHaveText(`${seconds}s`);
      await page.keyboard.insertText(passage.slice(0, 10));
      await page.clock.runFor(seconds * 1000 - 1000);
      await expect(page.getByTestId("clock")).toHaveText("1s");
      await expect(page.getByRole("heading", { name: "Results" })).toBeHidden();
      await page.clock.runFor(1000);
      await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
      await expect(page.getByRole("table")).toBeVisible();
    });
  }
});

test.describe("character tests from distinct passages", () => {
  test("a 2000-character easy test repeats no passage", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("typetempo:difficulty", "easy"));
    const passage = await openTest(page, "/2000-characters");
    expect(passage.length).toBeGreaterThanOrEqual(1800);
    expect(passage.length).toBeLessThanOrEqual(2400);
    expect(passage).not.toMatch(/\s$/);
    // A repeated passage would repeat every stretch of it; no 60 characters occur twice.
    for (let start = 0; start + 60 <= passage.length; start += 30) {
      const stretch = passage.slice(start, start + 60);
      expect(passage.indexOf(stretch, start + 1), stretch).toBe(-1);
    }
  });
});

test.describe("restarting", () => {
  test("Try Again gives a fresh passage and returns focus to the input", async ({ page }) => {
    const first = await openTest(page, "/300-characters");
    await page.keyboard.insertText(first);
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue("");
    await expect.poll(() => passageText(page)).not.toBe(first);
  });

  test("Escape, and Tab then Enter, restart from the keyboard", async ({ page }) => {
    const first = await openTest(page, "/400-characters");
    await page.keyboard.insertText(first.slice(0, 12));
    await page.keyboard.press("Escape");
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue("");
    const second = await passageText(page);
    expect(second).not.toBe(first);

    await page.keyboard.insertText(second.slice(0, 12));
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Reset" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue("");
  });

  test("changing the difficulty reloads the passage and resets the timer", async ({ page }) => {
    const first = await openTest(page, "/1-minute");
    await page.keyboard.insertText(first.slice(0, 12));
    await page.clock.runFor(3000);
    await expect(page.getByTestId("clock")).toHaveText("57s");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByLabel("Difficulty")
      .selectOption("hard");
    await expect(page.getByTestId("clock")).toHaveText("60s");
    await expect(input(page)).toHaveValue("");
    await expect.poll(() => passageText(page)).not.toBe(first);
  });

  test("passages do not repeat until the pool is used up", async ({ page }) => {
    const seen = new Set<string>();
    await openTest(page, "/300-characters");
    for (let i = 0; i < 6; i++) {
      const text = await passageText(page);
      expect(seen.has(text)).toBe(false);
      seen.add(text);
      await page.keyboard.press("Escape");
      await expect.poll(() => passageText(page)).not.toBe(text);
    }
  });

  test("built-in passages take over when the server cannot be reached", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.route("**/api/tests", (route) => route.abort());
    const passage = await openTest(page, "/1-minute");
    expect(passage.length).toBeGreaterThan(200);
    expect(errors.some((text) => text.startsWith("Error fetching text:"))).toBe(true);
    // The test runs, but without a token from the server its result cannot be saved.
    await page.keyboard.insertText(passage.slice(0, 10));
    await page.clock.runFor(60_000);
    await expect(page.getByTestId("save-status")).toHaveText(
      "This result cannot be saved: the test started while TypeTempo's server could not be reached.",
    );
  });
});

test.describe("sharing", () => {
  test("Copy link copies the page address and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const passage = await openTest(page, "/300-characters");
    await page.keyboard.insertText(passage);
    const alert = nextAlert(page);
    await page.getByRole("button", { name: "Copy link" }).click();
    expect(await alert).toBe("Link copied to clipboard!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/300-characters$/);
  });

  test("Share Screenshot downloads a PNG and copies the share text", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const passage = await openTest(page, "/300-characters");
    await page.keyboard.insertText(passage);
    await page.clock.runFor(100);
    const download = page.waitForEvent("download");
    const alert = nextAlert(page);
    await page.getByRole("button", { name: "Share Screenshot" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("typing-test-results.png");
    const bytes = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(await alert).toBe("Results image downloaded and text copied to clipboard!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^I just typed \d+ WPM with 100% accuracy on TypeTempo!\nMode: 300 Characters\nDifficulty: medium$/,
    );
  });

  test("the network buttons open 600×400 share windows", async ({ page }) => {
    const passage = await openTest(page, "/300-characters");
    await page.keyboard.insertText(passage);
    await page.evaluate(() => {
      (window as unknown as { opened: unknown[] }).opened = [];
      window.open = (...args: unknown[]) => {
        (window as unknown as { opened: unknown[] }).opened.push(args);
        return null;
      };
    });
    await page.getByRole("button", { name: "Share on X" }).click();
    await page.getByRole("button", { name: "Share on Facebook" }).click();
    await page.getByRole("button", { name: "Share on LinkedIn" }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
    expect(opened.map((args) => args[0]!.split("?")[0])).toEqual([
      "https://twitter.com/intent/tweet",
      "https://www.facebook.com/sharer/sharer.php",
      "https://www.linkedin.com/sharing/share-offsite/",
    ]);
    for (const args of opened) expect(args[2]).toContain("width=600,height=400");
  });
});

/** What the passage view shows, read from its layout: see the renderer test below. */
function readPassageView(typed: string) {
  const view = document.querySelector<HTMLElement>('[data-testid="passage"]')!;
  const host = view.firstElementChild as HTMLElement;
  const lineHeight = Number.parseFloat(getComputedStyle(view).lineHeight);
  // Line blocks sit in groups; the host's last child is the block after the last line found.
  const lines = [...host.querySelectorAll<HTMLElement>(":scope > div > div")];
  const tallLines = lines.filter((line) => Math.abs(line.offsetHeight - lineHeight) > 1).length;
  const wrongStates: number[] = [];
  let at = 0;
  for (const span of host.querySelectorAll<HTMLElement>("span")) {
    for (const char of span.textContent ?? "") {
      const state =
        at === typed.length
          ? "caret"
          : at > typed.length
            ? "todo"
            : typed[at] === char
              ? "ok"
              : "bad";
      if (span.dataset.state !== state) wrongStates.push(at);
      at++;
    }
  }
  const caret = host.querySelector(".tt-caret")!.getBoundingClientRect();
  const box = view.getBoundingClientRect();
  return {
    text: host.textContent ?? "",
    lines: lines.length,
    tallLines,
    wrongStates,
    caretInView: caret.top >= box.top && caret.bottom <= box.bottom,
  };
}

/**
 * Types on through the passage from `typed`, 40 characters at a time on the real clock, every
 * 97th character wrong, until `done` says so; returns all that was typed.
 */
async function typeOn(page: Page, typed: string, done: (typed: string) => Promise<boolean>) {
  while (!(await done(typed))) {
    const passage = await passageText(page);
    const next = passage.slice(typed.length, typed.length + 40);
    if (next.length === 0) {
      await page.waitForTimeout(50);
      continue;
    }
    const chunk = [...next]
      .map((char, i) => ((typed.length + i) % 97 === 50 ? (char === "x" ? "y" : "x") : char))
      .join("");
    await page.keyboard.insertText(chunk);
    typed += chunk;
    await page.waitForTimeout(20);
  }
  return typed;
}

test.describe("the passage view", () => {
  // On the real clock: the renderer finds line breaks while the browser is idle.
  test("lays a long text out line by line, each character in its state, at any width", async ({
    page,
  }) => {
    await page.goto("/10-minute");
    await waitForHydration(page);
    await expect(input(page)).toBeFocused();
    const typed = await typeOn(page, "", async (sofar) => sofar.length >= 1500);

    const check = async () => {
      const view = await page.evaluate(readPassageView, typed);
      const passage = await passageText(page);
      expect(view.lines).toBeGreaterThan(10);
      expect(view.tallLines).toBe(0);
      expect(view.wrongStates).toEqual([]);
      expect(view.caretInView).toBe(true);
      expect(view.text.length).toBeGreaterThan(typed.length);
      expect(passage.startsWith(view.text)).toBe(true);
    };
    // Lines are found while the browser is idle, so the view is read until it has them all;
    // a read between two idle steps sees none.
    await expect(check).toPass();

    // Another width breaks the lines elsewhere: they are found again.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(check).toPass();
  });

  test("keeps the lines already drawn when more text is appended", async ({ page }) => {
    await page.goto("/10-minute");
    await waitForHydration(page);
    await expect(input(page)).toBeFocused();
    const first = await passageText(page);
    const lineBlocks = page.locator('[data-testid="passage"] > div:first-child > div > div');
    let typed = await typeOn(page, "", async () => (await lineBlocks.count()) >= 3);
    // Marked in the page: a line drawn anew would come without the mark.
    await lineBlocks.first().evaluate((line) => line.setAttribute("data-marked", ""));
    typed = await typeOn(page, typed, async () => (await passageText(page)).length > first.length);
    await expect(lineBlocks.first()).toHaveAttribute("data-marked", "");

    // The appended text is drawn after the kept lines, each character in its state.
    await expect
      .poll(async () => (await page.evaluate(readPassageView, typed)).text.length)
      .toBeGreaterThan(first.length);
    const view = await page.evaluate(readPassageView, typed);
    expect(view.wrongStates).toEqual([]);
    expect(view.tallLines).toBe(0);
    expect(view.caretInView).toBe(true);
    expect((await passageText(page)).startsWith(view.text)).toBe(true);
  });
});

test.describe("at phone width", () => {
  test.use(PHONE);

  test("a test is typed through input events alone, as phone keyboards send them", async ({
    page,
  }) => {
    const passage = await openTest(page, "/300-characters");
    // insertText sends input events without key codes, like a phone keyboard's 'Unidentified' keys.
    for (const char of passage.slice(0, 15)) await page.keyboard.insertText(char);
    await expect(input(page)).toHaveValue(passage.slice(0, 15));
    await page.keyboard.insertText(passage.slice(15));
    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
    await expect(page.getByTestId("result-accuracy")).toHaveText("100%");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

/**
 * Signs a new typist up, with their address verified so that their results rank, and opens the
 * 300-character test on the real clock, since the server checks a saved result against the
 * time since it issued the test.
 */
async function openSignedIn(page: Page, prefix: string) {
  await signUpVerifiedByApi(page.request, newUser(prefix));
  await page.goto("/300-characters");
  await waitForHydration(page);
  await expect(input(page)).toBeFocused();
  return passageText(page);
}

/**
 * Opens the 300-character test on the page's paused clock, its token dated as the server
 * would have issued it earlier (clocked-typing.ts), so that keys typed at a person's uneven
 * pace, which the server checks, take moments.
 */
async function openOnPausedClock(page: Page) {
  await page.clock.install();
  await backdateServedTests(page);
  await page.goto("/300-characters");
  await waitForHydration(page);
  await expect(input(page)).toBeFocused();
  await pauseSoon(page);
  return passageText(page);
}

test.describe("saving", () => {
  test("a signed-out typist is offered the sign-in dialog", async ({ page }) => {
    const passage = await openTest(page, "/300-characters");
    await page.keyboard.insertText(passage);
    // The dialog's code loads on first use, and React reveals it on a timer.
    await page.clock.resume();
    await page.getByRole("button", { name: "Sign in to save your result" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  });

  test("signing in to save opens the profile, which greets the typist with the result once", async ({
    page,
    request,
  }) => {
    // An account of the typist's, made apart from the page, which stays signed out.
    const typist = newUser("keeper");
    await signUpByApi(request, typist);
    const passage = await openOnPausedClock(page);
    await typeTextOnPausedClock(page, passage.slice(0, 40), PERSON_TYPIST);
    await page.clock.resume();
    await page.getByRole("button", { name: "Stop" }).click();
    const wpm = await page.getByTestId("result-wpm").textContent();
    await page.getByRole("button", { name: "Sign in to save your result" }).click();
    await fillSignIn(page, typist);

    await expect(page).toHaveURL(/\/profile$/);
    const greeting = page.getByRole("region", { name: "Your result is saved to your profile" });
    await expect(greeting).toBeVisible();
    await expect(greeting.getByTestId("kept-result-figures")).toHaveText(
      `${wpm}.0 WPM · 100.0% accuracy · 300 Characters · Medium`,
    );
    // Its link leads to the very result that heads the history.
    const link = greeting.getByRole("link", { name: "See this result" });
    const newest = page.getByRole("region", { name: "Your results" }).locator("tbody tr a").first();
    await expect(newest).toHaveAttribute("href", /^\/results\/\d+$/);
    await expect(link).toHaveAttribute("href", (await newest.getAttribute("href"))!);
    await expectNoViolations(page, { include: "[data-testid=kept-result]" });

    // Once: the next visit to the profile, without a reload, has no greeting.
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.getByTestId("account-nav").getByRole("link", { name: "Profile" }).click();
    await expect(page.getByRole("heading", { level: 1, name: typist.username })).toBeVisible();
    await expect(page.getByTestId("kept-result")).toHaveCount(0);
  });

  test(
    "a signed-in typist's result is verified, saved and shows on the profile",
    { tag: SMOKE },
    async ({ page }) => {
      await signUpVerifiedByApi(page.request, newUser("typist"));
      const passage = await openOnPausedClock(page);
      const typed = `${passage[0] === "x" ? "y" : "x"}${passage.slice(1, 40)}`;
      await typeTextOnPausedClock(page, typed, PERSON_TYPIST);
      await page.clock.resume();
      await page.getByRole("button", { name: "Stop" }).click();
      await expect(page.getByTestId("save-status")).toHaveText("Result saved to your profile");
      const wpm = await page.getByTestId("result-wpm").textContent();
      await page.goto("/profile");
      const newest = page.getByRole("region", { name: "Your results" }).locator("tbody tr").first();
      await expect(newest).toContainText("300 Characters");
      await expect(newest.getByRole("link", { name: new RegExp(`^${wpm}\\.0 WPM`) })).toBeVisible();
    },
  );

  test("a result corrected far back is replayed and saved", async ({ page }) => {
    // A sign-up and 320 keys sent one by one, each a round trip to the browser.
    test.setTimeout(90_000);
    const passage = await openSignedIn(page, "fixer");
    await page.keyboard.insertText(passage.slice(0, 40));
    for (const char of "x".repeat(160)) await page.keyboard.insertText(char);
    for (let i = 0; i < 160; i++) await page.keyboard.press("Backspace");
    await page.keyboard.insertText(passage.slice(40));
    await expect(page.getByTestId("save-status")).toHaveText(/^Result saved to your profile/);
    await expect(page.getByTestId("result-mistakes")).toHaveText("0");
  });

  test("a pasted-in result is saved but kept off the leaderboard, with the reasons", async ({
    page,
  }) => {
    await page.keyboard.insertText(await openSignedIn(page, "paster"));
    await expect(page.getByTestId("save-status")).toHaveText(
      "Result saved to your profile. It is kept off the leaderboard: faster than 250 WPM; " +
        "text was pasted or inserted in large pieces; most of the text arrived several " +
        "characters at a time, not key by key.",
    );
  });
});
