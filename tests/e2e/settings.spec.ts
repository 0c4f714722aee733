import { type Page, expect, test } from "@playwright/test";
import { PHONE, waitForHydration, watchPageErrors } from "./fixtures.ts";
import { fillSignIn, newUser, openModal, signUpByApi } from "./account-helpers.ts";

const STORAGE_KEY = "typetempo:settings";
const html = (page: Page) => page.locator("html");
const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** A key's input event: the time since the last one, and the glides the key started. */
interface KeyGlides {
  gap: number;
  glides: string[];
}

/** The keys recorded since the page began recording them (see the test below). */
const recordedKeys = (page: Page) =>
  page.evaluate(() => (window as unknown as { glides: KeyGlides[] }).glides);

/** Types into the test, with the first character wrong. */
async function typeSome(page: Page, count = 12) {
  const text = (await page.locator("#passage-text").textContent()) ?? "";
  await page.getByLabel("Type the passage here").focus();
  const first = text[0] === "x" ? "y" : "x";
  await page.keyboard.type(first + text.slice(1, count));
}

test("each setting changes what it says and survives a reload", async ({ page }) => {
  const noErrors = watchPageErrors(page);
  await page.goto("/settings");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(html(page)).toHaveAttribute("data-theme", "dark");

  await page.getByRole("radio", { name: "Nord" }).check();
  await expect(html(page)).toHaveAttribute("data-theme", "nord");
  expect(await style(page, "body", "background-color")).toBe("rgb(46, 52, 64)");

  await page.getByLabel("Font size").selectOption("x-large");
  expect(await style(page, "[data-testid=settings-preview]", "font-size")).toBe("36px");

  await page.getByLabel("Caret style").selectOption("block");
  // A block caret fills its character and darkens the letter on it.
  expect(await style(page, ".tt-preview .tt-caret", "box-shadow")).toMatch(
    /^rgb\(136, 192, 208\) 0px 0px 0px \d+(\.\d+)?px inset$/,
  );
  expect(await style(page, ".tt-preview .tt-caret", "color")).toBe("rgb(46, 52, 64)");

  await page.getByLabel("Mistakes").selectOption("underline");
  expect(await style(page, ".tt-preview .tt-bad", "background-color")).toBe("rgba(0, 0, 0, 0)");
  expect(await style(page, ".tt-preview .tt-bad", "text-decoration-line")).toBe("underline");

  await page.getByRole("switch", { name: /Smooth caret/ }).click();
  await expect(page.getByRole("switch", { name: /Smooth caret/ })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await page.getByRole("switch", { name: /Live WPM and accuracy/ }).click();
  await expect(html(page)).toHaveAttribute("data-smooth-caret", "true");
  await expect(html(page)).toHaveAttribute("data-live-stats", "false");

  await page.reload();
  await waitForHydration(page);
  await expect(html(page)).toHaveAttribute("data-theme", "nord");
  await expect(html(page)).toHaveAttribute("data-font-size", "x-large");
  await expect(html(page)).toHaveAttribute("data-caret", "block");
  await expect(html(page)).toHaveAttribute("data-mistakes", "underline");
  await expect(page.getByRole("radio", { name: "Nord" })).toBeChecked();
  await expect(page.getByLabel("Font size")).toHaveValue("x-large");
  await expect(page.getByLabel("Caret style")).toHaveValue("block");
  await expect(page.getByLabel("Mistakes")).toHaveValue("underline");
  await expect(page.getByRole("switch", { name: /Smooth caret/ })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(page.getByRole("switch", { name: /Live WPM/ })).toHaveAttribute(
    "aria-checked",
    "false",
  );

  // On the test itself: the large font, no live stats, and a caret that glides.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "30 Seconds" })
    .click();
  await expect(page.getByTestId("clock")).toBeVisible();
  expect(await style(page, "[data-testid=passage]", "font-size")).toBe("36px");
  expect(await style(page, "[data-testid=passage]", "height")).toBe("180px");
  await expect(page.getByTestId("live-wpm")).toBeHidden();
  await expect(page.getByTestId("live-accuracy")).toBeHidden();
  // The smooth caret is the caret character's ::before, drawn over it: it moves with the text,
  // and a key after a pause glides it there from its last place.
  expect(await style(page, ".tt-caret", "box-shadow")).toBe("none");
  expect(
    await page
      .locator(".tt-caret")
      .evaluate((element) => getComputedStyle(element, "::before").boxShadow),
  ).toMatch(/ 0px 0px 0px \d+(\.\d+)?px inset$/);
  await page.evaluate(() => {
    const w = window as unknown as { glides: KeyGlides[] };
    const seen = new WeakSet<Animation>();
    let last = Number.NEGATIVE_INFINITY;
    w.glides = [];
    // After the typing area's own listener, which starts the key's glide: the script's
    // animations it started, not the stylesheet's (the idle caret's blink).
    window.addEventListener("input", (event) => {
      const glides = document
        .getAnimations()
        .filter((animation) => animation.constructor === Animation && !seen.has(animation))
        .map((animation) => {
          seen.add(animation);
          const effect = animation.effect as KeyframeEffect;
          return `${effect.pseudoElement} ${String(effect.getKeyframes()[0]?.transform)}`;
        });
      w.glides.push({ gap: event.timeStamp - last, glides });
      last = event.timeStamp;
    });
  });
  await typeSome(page, 10);
  const keys = await recordedKeys(page);
  expect(keys).toHaveLength(10);
  // The first key came after a pause: one glide, from one character back.
  expect(keys[0]!.glides).toEqual([
    expect.stringMatching(/^::before translate\(-\d+(\.\d+)?px, 0px\)$/),
  ]);
  // Keys sooner after the last one than a glide lasts move the caret at once.
  const quick = keys.filter((key) => key.gap < 60);
  expect(quick.length).toBeGreaterThan(0);
  for (const key of quick) expect(key.glides).toEqual([]);
  // With reduced motion, no key glides it.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.waitForTimeout(200);
  const text = (await page.locator("#passage-text").textContent()) ?? "";
  await page.keyboard.type(text[10]!);
  expect((await recordedKeys(page)).at(-1)?.glides).toEqual([]);
  noErrors();
});

test("the settings bar above the passage changes difficulty, theme, caret and live stats", async ({
  page,
}) => {
  await page.goto("/1-minute");
  await waitForHydration(page);
  const bar = page.getByRole("region", { name: "Test settings" });
  await bar.getByLabel("Difficulty").selectOption("easy");
  await expect(page.getByTestId("test-difficulty")).toHaveText("easy");
  await bar.getByLabel("Theme").selectOption("sepia");
  await expect(html(page)).toHaveAttribute("data-theme", "sepia");
  expect(await style(page, "body", "background-color")).toBe("rgb(244, 236, 216)");
  await bar.getByLabel("Caret").selectOption("underline");
  await expect(page.getByTestId("live-wpm")).toBeVisible();
  await bar.getByLabel("Live stats").uncheck();
  await expect(page.getByTestId("live-wpm")).toBeHidden();

  await typeSome(page);
  // Sampled while typing: an idle caret blinks.
  expect(await style(page, ".tt-caret", "box-shadow")).toMatch(/0px -3px 0px 0px inset$/);
  // Colour and underline by default: the wrong first character is marked by more than colour.
  expect(await style(page, ".tt-bad", "text-decoration-line")).toBe("underline");
  await page.reload();
  await waitForHydration(page);
  await expect(html(page)).toHaveAttribute("data-theme", "sepia");
  await expect(bar.getByLabel("Caret")).toHaveValue("underline");
  await expect(bar.getByLabel("Live stats")).not.toBeChecked();
});

test("stop on error is chosen on the settings page and the bar shows the choice", async ({
  page,
}) => {
  await page.goto("/settings");
  await waitForHydration(page);
  const choice = page.getByLabel("Stop on error");
  await expect(choice).toHaveValue("off");
  await choice.selectOption("word");
  await expect(html(page)).toHaveAttribute("data-stop-on-error", "word");
  await page.goto("/300-characters");
  await waitForHydration(page);
  const bar = page.getByRole("region", { name: "Test settings" });
  await expect(bar.getByLabel("Stop on error")).toHaveValue("word");
  await bar.getByLabel("Stop on error").selectOption("letter");
  await page.goto("/settings");
  await waitForHydration(page);
  await expect(page.getByLabel("Stop on error")).toHaveValue("letter");
});

test("focus mode hides the page's frame while a test runs, until the mouse moves, Esc or the end", async ({
  page,
}) => {
  await page.goto("/settings");
  await waitForHydration(page);
  await page.getByRole("switch", { name: /Focus mode/ }).click();
  await expect(html(page)).toHaveAttribute("data-focus-mode", "true");
  await page.goto("/1-minute");
  await waitForHydration(page);
  const frame = [
    page.getByRole("navigation", { name: "Main" }),
    page.getByRole("banner"),
    page.getByRole("contentinfo"),
  ];
  const expectFrame = async (shown: boolean) => {
    for (const part of frame)
      await (shown ? expect(part).toBeVisible() : expect(part).toBeHidden());
  };
  await expectFrame(true);
  await page.mouse.move(10, 10);

  await typeSome(page, 5);
  await expectFrame(false);
  // The passage keeps its place: the frame is hidden, not taken out.
  const box = await page.getByTestId("passage").boundingBox();
  await page.mouse.move(200, 300);
  await expectFrame(true);
  expect(await page.getByTestId("passage").boundingBox()).toEqual(box);
  await page.keyboard.type("a");
  await expectFrame(false);
  // Esc starts the test again: the frame is back until the next run starts.
  await page.keyboard.press("Escape");
  await expectFrame(true);
  await expect(page.getByTestId("clock")).toHaveText("60s");
  // And at the test's end, with the results.
  await page.goto("/300-characters");
  await waitForHydration(page);
  await typeSome(page, 5);
  await expectFrame(false);
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  const passage = (await page.locator("#passage-text").textContent()) ?? "";
  await page.keyboard.insertText(passage);
  await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
  await expectFrame(true);

  // With the setting off, a running test leaves the frame alone.
  await page.goto("/settings");
  await waitForHydration(page);
  await page.getByRole("switch", { name: /Focus mode/ }).click();
  await page.goto("/1-minute");
  await waitForHydration(page);
  await typeSome(page, 5);
  await expect(page.getByTestId("clock")).not.toHaveText("60s");
  await expectFrame(true);
});

test.describe("at phone width", () => {
  test.use(PHONE);

  test("the settings bar is on screen above the passage without opening the drawer", async ({
    page,
  }) => {
    await page.goto("/30-seconds");
    await waitForHydration(page);
    const bar = page.getByRole("region", { name: "Test settings" });
    await expect(bar.getByLabel("Difficulty")).toBeInViewport();
    await expect(bar.getByLabel("Theme")).toBeInViewport();
    const barBottom = (await bar.boundingBox())!.y;
    const passageTop = (await page.getByTestId("passage").boundingBox())!.y;
    expect(barBottom).toBeLessThan(passageTop);
    await bar.getByLabel("Difficulty").selectOption("hard");
    await expect(page.getByTestId("test-difficulty")).toHaveText("hard");
  });
});

test("unknown stored values fall back to the defaults, one by one", async ({ page }) => {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [STORAGE_KEY, JSON.stringify({ theme: "neon", fontSize: 99, caret: "block", extra: 1 })],
  );
  await page.goto("/settings");
  await waitForHydration(page);
  await expect(html(page)).toHaveAttribute("data-theme", "dark");
  await expect(html(page)).toHaveAttribute("data-font-size", "medium");
  await expect(html(page)).toHaveAttribute("data-caret", "block");
  await expect(page.getByRole("radio", { name: "Dark", exact: true })).toBeChecked();
  await expect(page.getByLabel("Caret style")).toHaveValue("block");
});

test("a stored theme is on the prerendered page before any of the site's JavaScript runs", async ({
  page,
}) => {
  const cspErrors: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) cspErrors.push(message.text());
  });
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [STORAGE_KEY, JSON.stringify({ theme: "sepia", fontSize: "large", liveStats: false })],
  );
  // Without the app's scripts the page never hydrates: only the head script can set the theme.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/30-seconds");
  await expect(html(page)).toHaveAttribute("data-theme", "sepia");
  await expect(html(page)).toHaveAttribute("data-font-size", "large");
  await expect(html(page)).toHaveAttribute("data-live-stats", "false");
  expect(await style(page, "body", "background-color")).toBe("rgb(244, 236, 216)");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#f4ecd8");
  expect(cspErrors).toEqual([]);
});

test("the theme is set when the document is parsed, before hydration", async ({ page }) => {
  await page.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key!, value!);
      document.addEventListener("DOMContentLoaded", () => {
        (window as { atParse?: object }).atParse = {
          theme: document.documentElement.getAttribute("data-theme"),
          background: getComputedStyle(document.body).backgroundColor,
        };
      });
    },
    [STORAGE_KEY, JSON.stringify({ theme: "high-contrast" })],
  );
  await page.goto("/");
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as { atParse?: object }).atParse)).toEqual({
    theme: "high-contrast",
    background: "rgb(0, 0, 0)",
  });
});

test("the system theme follows the colour-scheme preference", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/settings");
  await waitForHydration(page);
  await page.getByRole("radio", { name: "System (light or dark)" }).check();
  await expect(html(page)).toHaveAttribute("data-theme", "light");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html(page)).toHaveAttribute("data-theme", "dark");
  await page.reload();
  await expect(html(page)).toHaveAttribute("data-theme", "dark");
});

test("settings follow the account to a new browser", async ({ browser }) => {
  const user = newUser("set");
  const first = await browser.newContext();
  const page = await first.newPage();
  await signUpByApi(page.request, user);
  await page.goto("/settings");
  await waitForHydration(page);
  await expect(page.getByTestId("settings-storage")).toContainText("saved to your account");
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/account/settings") && response.request().method() === "PUT",
  );
  await page.getByRole("radio", { name: "Forest" }).check();
  expect((await saved).status()).toBe(200);
  const savedAgain = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/account/settings") &&
      response.request().method() === "PUT" &&
      response.request().postDataJSON().fontSize === "large",
  );
  await page.getByLabel("Font size").selectOption("large");
  expect((await savedAgain).status()).toBe(200);
  const keyboardSaved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/account/settings") &&
      response.request().method() === "PUT" &&
      response.request().postDataJSON().onScreenKeyboard === true,
  );
  await page.getByRole("switch", { name: /On-screen keyboard/ }).click();
  expect((await keyboardSaved).status()).toBe(200);
  await first.close();

  // A fresh browser with other settings of its own: on sign-in, the account's win.
  const second = await browser.newContext();
  const other = await second.newPage();
  await other.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key!)) window.localStorage.setItem(key!, value!);
    },
    [STORAGE_KEY, JSON.stringify({ theme: "light" })],
  );
  await openModal(other, "Sign In");
  await expect(html(other)).toHaveAttribute("data-theme", "light");
  await fillSignIn(other, user);
  await expect(html(other)).toHaveAttribute("data-theme", "forest");
  await expect(html(other)).toHaveAttribute("data-font-size", "large");
  await expect(html(other)).toHaveAttribute("data-on-screen-keyboard", "true");
  await other.reload();
  await expect(html(other)).toHaveAttribute("data-theme", "forest");

  // A change in this browser goes back to the account.
  await other.goto("/settings");
  await waitForHydration(other);
  const put = other.waitForResponse(
    (response) =>
      response.url().endsWith("/api/account/settings") && response.request().method() === "PUT",
  );
  await other.getByLabel("Caret style").selectOption("underline");
  expect((await put).status()).toBe(200);
  const stored = await other.request.get("/api/account/settings");
  expect((await stored.json()).settings).toMatchObject({
    theme: "forest",
    fontSize: "large",
    caret: "underline",
    onScreenKeyboard: true,
  });
  // The keyboard the account turned on shows under this browser's tests.
  await other.goto("/1-minute");
  await waitForHydration(other);
  await expect(other.getByTestId("on-screen-keyboard")).toBeVisible();
  await second.close();
});
