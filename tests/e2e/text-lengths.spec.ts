import { type Page, expect, test } from "@playwright/test";
import {
  DEFAULT_TEXT_CHOICE,
  type ChosenTextKind,
  type TextChoice,
  textChoiceKey,
} from "../../src/core/texts/text-choice.ts";
import { textChoiceLabel } from "../../src/core/texts/text-choice-label.ts";
import { waitForHydration } from "./fixtures.ts";
import { typeCodeLines, typeToEnd } from "./typing-helpers.ts";

/**
 * Each kind of text typed in each kind of length, to its result (issue 34): the text the bar
 * chose is the one the test shows and the result names, whatever decides where the test ends.
 */

const START = new Date("2026-11-02T09:00:00Z").getTime();
const CUSTOM = "Each of these words is the typist's own, typed as a test.";

const CHOICES: Record<Exclude<ChosenTextKind, "zen">, TextChoice> = {
  passages: DEFAULT_TEXT_CHOICE,
  words: { ...DEFAULT_TEXT_CHOICE, kind: "words", punctuation: true, numbers: true },
  quotes: { ...DEFAULT_TEXT_CHOICE, kind: "quotes" },
  code: { ...DEFAULT_TEXT_CHOICE, kind: "code", code: "go" },
  custom: { ...DEFAULT_TEXT_CHOICE, kind: "custom" },
};

async function openWith(page: Page, path: string, choice: TextChoice) {
  await page.addInitScript(
    ([key, custom]) => {
      window.localStorage.setItem("typetempo:text", key!);
      window.localStorage.setItem("typetempo:custom-text", custom!);
    },
    [textChoiceKey(choice), CUSTOM],
  );
  await page.clock.install({ time: START });
  await page.goto(path);
  await waitForHydration(page);
  await page.clock.pauseAt(START + 60_000);
  const input = page.getByLabel("Type the passage here");
  await expect(input).toBeFocused();
  const text = (await page.locator("#passage-text").textContent()) ?? "";
  expect(text.length).toBeGreaterThan(20);
  // The typist's text, repeated to the length, or cut short by a word test.
  if (choice.kind === "custom")
    expect(text.startsWith(CUSTOM) || CUSTOM.startsWith(text)).toBe(true);
  return text;
}

/** The results of a test, or of a custom run, which practice's panel shows. */
async function expectResult(page: Page, choice: TextChoice, mode: string) {
  if (choice.kind === "custom") {
    const results = page.getByTestId("practice-results");
    await expect(results.getByRole("heading", { name: "Custom Text Results" })).toBeVisible();
    await expect(results.getByTestId("result-mode")).toHaveText("Custom text");
    return;
  }
  if (mode.startsWith("Custom · ")) {
    // A custom length is saved as practice is, whatever the text.
    const results = page.getByTestId("practice-results");
    await expect(results.getByRole("heading", { name: "Custom Length Results" })).toBeVisible();
    await expect(results.getByTestId("result-mode")).toHaveText(mode);
    return;
  }
  await expect(page.getByRole("heading", { name: "Results", exact: true })).toBeVisible();
  await expect(page.getByTestId("result-mode")).toHaveText(mode);
  if (choice.kind === "passages") await expect(page.getByTestId("result-text")).toHaveCount(0);
  else await expect(page.getByTestId("result-text")).toHaveText(textChoiceLabel(choice));
}

/** The lengths that end with their text's last character, and what their text must hold. */
const TYPED_TO_THE_END = [
  {
    name: "a character test, typed to its last character",
    path: "/300-characters",
    mode: "300 Characters",
    check: (text: string) => {
      expect(text.length).toBeGreaterThanOrEqual(270);
      expect(text.length).toBeLessThanOrEqual(360);
    },
  },
  {
    name: "a word test, typed to its last word",
    path: "/10-words",
    mode: "10 Words",
    check: (text: string) => expect(text.split(/\s+/)).toHaveLength(10),
  },
  {
    name: "a custom length, typed to its last character",
    path: "/custom-length?characters=120",
    mode: "Custom · 120 Characters",
    check: (text: string) => {
      expect(text.length).toBeGreaterThanOrEqual(108);
      expect(text.length).toBeLessThanOrEqual(144);
    },
  },
];

for (const [kind, choice] of Object.entries(CHOICES)) {
  test.describe(`${kind}`, () => {
    test("in a timed test, typed until the time is up", async ({ page }) => {
      const text = await openWith(page, "/30-seconds", choice);
      // The first line's first characters: code's first line is never indented.
      await page.keyboard.insertText(text.split("\n")[0]!.slice(0, 12));
      await page.clock.runFor(30_000);
      await expectResult(page, choice, "30 Seconds");
      await expect(page.getByTestId("result-accuracy")).toHaveText("100%");
    });

    for (const length of TYPED_TO_THE_END) {
      test(`in ${length.name}`, async ({ page }) => {
        const text = await openWith(page, length.path, choice);
        length.check(text);
        if (kind === "code") await typeCodeLines(page, text);
        else await typeToEnd(page, text);
        await expectResult(page, choice, length.mode);
        await expect(page.getByTestId("result-accuracy")).toHaveText("100%");
      });
    }
  });
}
