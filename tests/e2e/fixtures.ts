import { type Page, expect } from "@playwright/test";

/**
 * Tags the smoke set (`npm run test:smoke`): each route loads, each kind of test is typed to
 * its result, sign-up reaches the profile, a result is saved and a race is run. The run on
 * PostgreSQL is this set beside the server's integration tests (.ci/run).
 */
export const SMOKE = "@smoke";

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Fails the test on any uncaught page error or console error (hydration mismatches included). */
export function watchPageErrors(page: Page): () => void {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("status of 404")) {
      errors.push(message.text());
    }
  });
  return () => expect(errors).toEqual([]);
}

/**
 * Prerendered pages hydrate before they respond to clicks; the root layout marks <html> when
 * done. On a busy machine hydration can end seconds after the network went quiet.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  await page.waitForLoadState("networkidle");
}
