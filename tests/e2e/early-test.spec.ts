import { expect, test } from "@playwright/test";
import type { SaveResultRequest } from "../../src/core/api/results.ts";
import { readTimeline } from "../../src/core/typing/recorded-timeline.ts";
import { newUser, signUpByApi } from "./account-helpers.ts";
import { PHONE, watchPageErrors } from "./fixtures.ts";

const EARLY_BOX = "#tt-early-box";
const RUN_BOX = 'textarea[aria-label="Type the passage here"]:not([id])';

test.use(PHONE);

test("keys typed before the page hydrates land in the test in order, and its result is saved", async ({
  page,
}) => {
  // Some 320 keys typed at a human pace, on a machine that may be busy.
  test.setTimeout(90_000);
  const pageErrors = watchPageErrors(page);
  await signUpByApi(page.request, newUser("early"));
  // The page's code is held back until the first keys are typed: the page is not hydrated.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/entry.client-*.js", async (route) => {
    await held;
    await route.continue();
  });
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/tests")) asked.push(request.url());
  });
  const saved = page.waitForRequest(
    (request) => request.url().endsWith("/api/results") && request.method() === "POST",
  );

  await page.goto("/300-characters", { waitUntil: "commit" });
  await expect(page.locator(EARLY_BOX)).toBeFocused();
  const passage = (await page.getByTestId("passage").textContent()) ?? "";
  expect(passage.length).toBeGreaterThan(250);

  const early = passage.slice(0, 24);
  await page.keyboard.type(early, { delay: 60 });
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  // The passage shows how far the typing has got while the page's code is on its way.
  await expect(page.locator(".tt-ok").first()).toHaveText(early);

  release();
  await expect(page.locator(RUN_BOX)).toBeFocused();
  await expect(page.locator(EARLY_BOX)).toHaveCount(0);
  await expect(page.locator(RUN_BOX)).toHaveValue(early);
  // The run is the page's test: the same passage, no test asked of the server.
  await expect(page.getByTestId("passage")).toHaveText(passage);
  expect(asked).toEqual([]);

  await page.keyboard.type(passage.slice(early.length), { delay: 25 });
  await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
  await expect(page.getByTestId("result-accuracy")).toHaveText("100%");
  await expect(page.getByTestId("result-mistakes")).toHaveText("0");

  // Sent with the page's token, its timeline starting at the first key typed before hydration.
  const body = (await saved).postDataJSON() as SaveResultRequest;
  expect(body.typedText).toBe(passage);
  const { edits, keys } = readTimeline(body.timeline)!;
  expect(edits[0]![0]).toBe(0);
  expect(edits.map((edit) => edit[3]).join("")).toBe(passage);
  const times = edits.map((edit) => edit[0]);
  expect(times).toEqual([...times].sort((a, b) => a - b));
  // 23 gaps of at least 60 ms before the page hydrated.
  expect(times[early.length - 1]!).toBeGreaterThanOrEqual(23 * 60 - 5);
  expect(keys.length).toBeGreaterThanOrEqual(passage.length);
  await expect(page.getByTestId("save-status")).toHaveText(/^Result saved to your profile/);
  pageErrors();
});

test("a page kept past its test's age shows the wait, and the run asks for a new test", async ({
  page,
}) => {
  const pageErrors = watchPageErrors(page);
  // This browser's clock is ten minutes ahead of the server's: the page's test reads as old.
  await page.clock.install({ time: Date.now() + 10 * 60_000 });
  const asked = page.waitForRequest((request) => request.url().endsWith("/api/tests"));
  await page.goto("/1-minute");
  await expect(page.locator(EARLY_BOX)).toHaveCount(0);
  await asked;
  await expect(page.locator(RUN_BOX)).toBeFocused();
  await expect(page.getByTestId("passage")).toHaveText(/\w{3,}/);
  pageErrors();
});
