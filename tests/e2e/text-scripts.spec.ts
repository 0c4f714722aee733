import { type CDPSession, type Page, expect, test } from "@playwright/test";
import { LANGUAGE_LETTERS } from "../../src/core/texts/language-letters.ts";
import type { Language } from "../../src/core/texts/languages.ts";
import { waitForHydration } from "./fixtures.ts";

const bar = (page: Page) => page.getByRole("region", { name: "Test settings" });
const passageText = async (page: Page) => (await page.locator("#passage-text").textContent()) ?? "";

/**
 * The dead key typed before a letter's base on a French or German keyboard: the key shows its
 * mark while the input method composes, and the letter arrives composed when the base follows.
 */
const DEAD_KEYS: Record<string, string> = {
  é: "´",
  è: "`",
  à: "`",
  ù: "`",
  â: "^",
  ê: "^",
  î: "^",
  ô: "^",
  û: "^",
  ë: "¨",
  ï: "¨",
  ü: "¨",
  ä: "¨",
  ö: "¨",
};

/** A letter typed through its dead key: the mark composes, then the composed letter commits. */
async function typeThroughDeadKey(cdp: CDPSession, letter: string) {
  const mark = DEAD_KEYS[letter]!;
  await cdp.send("Input.imeSetComposition", { text: mark, selectionStart: 1, selectionEnd: 1 });
  await cdp.send("Input.insertText", { text: letter });
}

/** Opens a character test of common words in `language`, without the toggles. */
async function openWords(page: Page, language: string) {
  await page.goto("/300-characters");
  await waitForHydration(page);
  const prose = await passageText(page);
  await bar(page).getByLabel("Text", { exact: true }).selectOption("words");
  await bar(page).getByLabel("Language").selectOption(language);
  await expect(page.locator("#passage-text")).not.toHaveText(prose);
  await page.getByLabel("Type the passage here").focus();
  return passageText(page);
}

async function expectPerfectResult(page: Page, label: string) {
  await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
  await expect(page.getByTestId("result-text")).toHaveText(label);
  await expect(page.getByTestId("result-accuracy")).toHaveText("100%");
}

test("French typed with dead keys counts each composed letter as the letter", async ({ page }) => {
  const text = await openWords(page, "fr");
  const accented = [...text].filter((letter) => letter in DEAD_KEYS);
  // Enough of the text's letters come through a dead key for the test to mean something.
  expect(accented.length).toBeGreaterThan(3);
  const cdp = await page.context().newCDPSession(page);
  let decomposed = false;
  for (const letter of text) {
    if (letter === "é" && !decomposed) {
      // Some input methods send the base and a combining accent: it still matches "é" (NFC).
      await page.keyboard.insertText("e\u0301");
      decomposed = true;
    } else if (letter in DEAD_KEYS) {
      await typeThroughDeadKey(cdp, letter);
    } else {
      await page.keyboard.type(letter);
    }
  }
  await expectPerfectResult(page, "Common words · Français");
});

for (const [language, name] of [
  ["ru", "Русский"],
  ["el", "Ελληνικά"],
] as const satisfies readonly (readonly [Language, string])[]) {
  test(`${name} is served in its own script and typed to a perfect result`, async ({ page }) => {
    const text = await openWords(page, language);
    expect(text).toMatch(new RegExp(`^[${LANGUAGE_LETTERS[language]} ]+$`));
    // Letters a US keyboard lacks arrive as input, one character at a time.
    await page.keyboard.type(text);
    await expectPerfectResult(page, `Common words · ${name}`);
  });
}
