import { type Page, expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import type { IssuedTest, StartTestRequest } from "../../src/core/api/typing-tests.ts";
import { quoteCredit } from "../../src/core/texts/quote-source.ts";
import { waitForHydration } from "./fixtures.ts";
import { typeCodeLines, typeToEnd } from "./typing-helpers.ts";

const bar = (page: Page) => page.getByRole("region", { name: "Test settings" });
const passageText = (page: Page) => page.locator("#passage-text");

/** Chooses common words in `language` from the bar above the test, toggles as given. */
async function chooseWords(page: Page, language: string, punctuation: boolean) {
  await bar(page).getByLabel("Text", { exact: true }).selectOption("words");
  await bar(page).getByLabel("Language").selectOption(language);
  await bar(page).getByLabel("Punctuation").setChecked(punctuation);
}

test.describe("common words", () => {
  test("are chosen above the test, typed to a result that names them, and kept on reload", async ({
    page,
  }) => {
    await page.goto("/300-characters");
    await waitForHydration(page);
    const prose = await passageText(page).textContent();
    await chooseWords(page, "de", true);
    await expect(passageText(page)).not.toHaveText(prose ?? "");
    const text = (await passageText(page).textContent()) ?? "";
    // Sentences: a capital first, a sentence end last, German letters only.
    expect(text).toMatch(/^[A-ZÄÖÜ]/);
    expect(text).toMatch(/[.?!]$/);
    expect(text).not.toMatch(/[^A-Za-zÄÖÜäöüß .,;:?!"()]/);

    await typeToEnd(page, text);
    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
    await expect(page.getByTestId("result-text")).toHaveText(
      "Common words · Deutsch · punctuation",
    );
    await expect(page.getByTestId("result-accuracy")).toHaveText("100%");

    await page.reload();
    await waitForHydration(page);
    await expect(bar(page).getByLabel("Text", { exact: true })).toHaveValue("words");
    await expect(bar(page).getByLabel("Language")).toHaveValue("de");
    await expect(bar(page).getByLabel("Punctuation")).toBeChecked();
    await expect(bar(page).getByLabel("Numbers")).not.toBeChecked();

    // Back to passages: the toggles leave the bar, the language stays, as German passages are
    // written; English prose returns when English is chosen.
    await bar(page).getByLabel("Text", { exact: true }).selectOption("passages");
    await expect(bar(page).getByLabel("Punctuation")).toHaveCount(0);
    await expect(bar(page).getByLabel("Language")).toHaveValue("de");
    await expect(passageText(page)).not.toHaveText(text);
    const english = page.waitForResponse((response) => {
      if (!response.url().endsWith("/api/tests")) return false;
      const { text: asked } = response.request().postDataJSON() as StartTestRequest;
      return asked?.kind === "passages" && asked.language === "en";
    });
    await bar(page).getByLabel("Language").selectOption("en");
    const served: IssuedTest = await (await english).json();
    await expect(passageText(page)).toContainText(served.passage.text);
    await expect(passageText(page)).toHaveAttribute("lang", "en");
  });

  test("in Hebrew are written right to left, and a letter typed there counts", async ({ page }) => {
    await page.goto("/1-minute");
    await waitForHydration(page);
    await chooseWords(page, "he", false);
    await expect(page.getByTestId("passage")).toHaveAttribute("dir", "rtl");
    await expect(page.getByLabel("Type the passage here")).toHaveAttribute("dir", "rtl");
    const text = (await passageText(page).textContent()) ?? "";
    expect(text).toMatch(/^[\u05d0-\u05ea]/);
    await page.getByLabel("Type the passage here").focus();
    await page.keyboard.type(text.slice(0, 5));
    await expect(page.locator(".tt-bad")).toHaveCount(0);
    // The caret stands on the right edge of the next letter.
    const caret = page.locator(".tt-caret");
    await expect(caret).toHaveText(text[5]!);
    const shadow = await caret.evaluate((span) => getComputedStyle(span).boxShadow);
    expect(shadow).toContain("-2px 0px 0px 0px inset");
  });

  test("are offered on the settings page too", async ({ page }) => {
    await page.goto("/settings");
    await waitForHydration(page);
    await page.getByLabel("Text", { exact: true }).selectOption("words");
    await page.getByLabel("Language").selectOption("ru");
    await page.getByLabel("Numbers").check();
    await page.goto("/500-characters");
    await waitForHydration(page);
    await expect(bar(page).getByLabel("Language")).toHaveValue("ru");
    const text = (await passageText(page).textContent()) ?? "";
    expect(text).toMatch(/[а-яё]/);
    expect(text).toMatch(/\d/);
    expect(text).not.toMatch(/[a-z]/i);
  });
});

test.describe("passages in other languages", () => {
  /** The passages written in a language (content/passages), every difficulty's. */
  const writtenIn = (language: string): string[] =>
    Object.values(
      JSON.parse(readFileSync(`content/passages/${language}.json`, "utf8")) as Record<
        string,
        string[]
      >,
    ).flat();

  test("are chosen above the test and typed to a result that names their language", async ({
    page,
  }) => {
    await page.goto("/300-characters");
    await waitForHydration(page);
    const prose = (await passageText(page).textContent()) ?? "";
    await bar(page).getByLabel("Text", { exact: true }).selectOption("passages");
    // A language common words come in but passages are not written in is not offered.
    await expect(bar(page).getByLabel("Language").locator("option")).toHaveText([
      "English",
      "Français",
      "Deutsch",
      "Español",
      "Русский",
    ]);
    await bar(page).getByLabel("Language").selectOption("fr");
    await expect(passageText(page)).not.toHaveText(prose);
    const text = (await passageText(page).textContent()) ?? "";
    expect(writtenIn("fr").some((passage) => passage.startsWith(text.slice(0, 120)))).toBe(true);

    await typeToEnd(page, text);
    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
    await expect(page.getByTestId("result-text")).toHaveText("Passages · Français");
    await expect(page.getByTestId("result-accuracy")).toHaveText("100%");
  });
});

test.describe("quotes", () => {
  const credit = /^— .+, .+ \((\d{4}|c\. \d+ BC|c\. AD \d+)\)$/;

  test("are typed with their source shown, to a result that names them and their sources", async ({
    page,
  }) => {
    await page.goto("/300-characters");
    await waitForHydration(page);
    const prose = await passageText(page).textContent();
    await bar(page).getByLabel("Text", { exact: true }).selectOption("quotes");
    // Quotes are English with their own punctuation: no language or toggles, and the
    // difficulty's meaning said instead.
    await expect(bar(page).getByLabel("Language")).toHaveCount(0);
    await expect(bar(page).getByLabel("Punctuation")).toHaveCount(0);
    await expect(bar(page).getByTestId("quote-lengths")).toHaveText(
      "Easy: short quotes, Medium: medium, Hard: long",
    );
    await expect(passageText(page)).not.toHaveText(prose ?? "");
    const source = page.getByTestId("quote-source");
    await expect(source).toHaveText(credit);
    const first = await source.textContent();
    const text = (await passageText(page).textContent()) ?? "";

    await page.getByLabel("Type the passage here").focus();
    await page.keyboard.insertText(text.slice(0, -1));
    // At medium no quote reaches 270 characters, so the caret is in a later quote by now,
    // and its source is the one shown.
    await expect(source).toHaveText(credit);
    const last = await source.textContent();
    await page.keyboard.type(text.slice(-1));
    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
    await expect(page.getByTestId("result-text")).toHaveText("Quotes");
    await expect(page.getByTestId("result-accuracy")).toHaveText("100%");
    const sources = page.getByTestId("result-quote-sources").getByRole("listitem");
    expect(await sources.count()).toBeGreaterThan(1);
    await expect(sources.first()).toHaveText(first ?? "");
    await expect(sources.last()).toHaveText(last ?? "");
    for (const item of await sources.all()) await expect(item).toHaveText(credit);

    await page.reload();
    await waitForHydration(page);
    await expect(bar(page).getByLabel("Text", { exact: true })).toHaveValue("quotes");
  });

  test("in a timed test credit the quote the caret is in", async ({ page }) => {
    await page.goto("/30-seconds");
    await waitForHydration(page);
    await bar(page).getByLabel("Difficulty").selectOption("easy");
    await bar(page).getByLabel("Text", { exact: true }).selectOption("quotes");
    const source = page.getByTestId("quote-source");
    await expect(source).toHaveText(credit);
    const first = (await source.textContent()) ?? "";
    // A timed test starts with one quote, and asks for the next as the typist nears its end.
    const quote = (await passageText(page).textContent()) ?? "";
    const appended = page.waitForResponse((response) =>
      response.url().endsWith("/api/tests/passages"),
    );
    await page.getByLabel("Type the passage here").focus();
    await page.keyboard.insertText(quote);
    const next: IssuedTest = await (await appended).json();
    await expect(passageText(page)).toHaveText(`${quote} ${next.passage.text}`);
    // The caret stands on the space that ends the first quote: still its source.
    await expect(source).toHaveText(first);
    await page.keyboard.type(" ");
    await expect(source).toHaveText(quoteCredit(next.passage.source!));
    await page.keyboard.press("Backspace");
    await expect(source).toHaveText(first);
  });
});

test.describe("code", () => {
  test("is typed line by line, Enter bringing each line's indentation, to a result naming its language", async ({
    page,
  }) => {
    await page.goto("/300-characters");
    await waitForHydration(page);
    await bar(page).getByLabel("Text", { exact: true }).selectOption("code");
    // Code is English with its own symbols: a programming language instead of the toggles.
    await expect(bar(page).getByLabel("Punctuation")).toHaveCount(0);
    await expect(bar(page).getByTestId("code-lengths")).toHaveText(
      "Easy: short snippets, Medium: medium, Hard: long",
    );
    await bar(page).getByLabel("Language").selectOption("python");
    const shown = async () => (await passageText(page).textContent()) ?? "";
    // Python, indented by four spaces, each snippet titled while it is typed.
    await expect.poll(shown).toMatch(/\n {4}\S/);
    await expect(page.getByTestId("code-title")).not.toBeEmpty();
    const text = await shown();

    await typeCodeLines(page, text);
    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
    await expect(page.getByTestId("result-text")).toHaveText("Code · Python");
    await expect(page.getByTestId("result-accuracy")).toHaveText("100%");

    await page.reload();
    await waitForHydration(page);
    await expect(bar(page).getByLabel("Language")).toHaveValue("python");
  });
});
