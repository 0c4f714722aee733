import { type Page, expect } from "@playwright/test";

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

/** Prerendered pages hydrate before they respond to clicks; React marks the root when done. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      (window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined,
  );
  await page.waitForLoadState("networkidle");
}
