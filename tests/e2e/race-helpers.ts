import type { Browser, Page } from "@playwright/test";
import { waitForHydration, watchPageErrors } from "./fixtures.ts";

/** What the race specs share: a racer's page, and typing into it as a person does. */

export const passageText = async (page: Page) =>
  (await page.locator("#passage-text").textContent()) ?? "";

/**
 * Deterministic waits of a quick person's uneven rhythm, 30–80 ms between keys: long enough
 * that the keys' intervals are a person's however fast the browser answers, since the server
 * judges them (a median under 25 ms is no human's).
 */
function rhythm(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return 30 + (state % 51);
  };
}

/**
 * Types `text` with real key presses as a quick typist does: each key still down when the next
 * goes down, and held for a varying time, so the server's checks of a result's rhythm and keys
 * see a person (docs/trusted-results.md). The passages are plain ASCII.
 */
export async function typeLikeAPerson(page: Page, text: string, seed: number) {
  const wait = rhythm(seed);
  let held: string | null = null;
  for (const char of text) {
    // The same key, or a symbol that may share a key with the last character, goes up first.
    if (held !== null && (held.toLowerCase() === char.toLowerCase() || !/[a-z ]/i.test(char))) {
      await page.keyboard.up(held);
      held = null;
    }
    await page.keyboard.down(char);
    await page.waitForTimeout(wait());
    if (held !== null) await page.keyboard.up(held);
    held = char;
  }
  if (held !== null) await page.keyboard.up(held);
}

/**
 * The page at `path` in a browser context of its own (a racer of their own), hydrated, with
 * `beforeVisit` done first (a sign-up, a socket's route); `checkErrors` fails on page errors.
 */
export async function racePage(
  browser: Browser,
  path: string,
  options = {},
  beforeVisit: (page: Page) => Promise<void> = async () => {},
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await beforeVisit(page);
  const checkErrors = watchPageErrors(page);
  await page.goto(path);
  await waitForHydration(page);
  return { page, context, checkErrors };
}
