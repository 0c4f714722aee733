import { type Page, expect, test } from "@playwright/test";
import { newUser, signUpVerifiedByApi } from "./account-helpers.ts";
import {
  SIXTY_WPM_TYPIST,
  backdateServedTests,
  pauseSoon,
  typeOnPausedClock,
} from "./clocked-typing.ts";
import { waitForHydration } from "./fixtures.ts";

/**
 * The leaderboard's integrity rules as a typist meets them in Chromium (docs/trusted-results.md):
 * an ordinary typist on a real keyboard is ranked without friction, and text committed through
 * an input method is not taken for a script's.
 */

const input = (page: Page) => page.getByLabel("Type the passage here");
const passageText = async (page: Page) => (await page.locator("#passage-text").textContent()) ?? "";

interface SentTimeline {
  edits: [number, number, number, string, number?][];
  keys: [number, number | null, string, string][];
}

/** The timeline of the next result the page saves. */
async function nextSavedTimeline(page: Page): Promise<SentTimeline> {
  const request = await page.waitForRequest(
    (r) => r.url().endsWith("/api/results") && r.method() === "POST",
    { timeout: 60_000 },
  );
  return request.postDataJSON().timeline as SentTimeline;
}

async function openSignedIn(page: Page, path: string, prefix: string) {
  const user = newUser(prefix);
  await signUpVerifiedByApi(page.request, user);
  await page.goto(path);
  await waitForHydration(page);
  await expect(input(page)).toBeFocused();
  return { user, passage: await passageText(page) };
}

test("a real-keyboard typist at about 60 WPM is ranked at once, and sends key presses", async ({
  page,
}) => {
  await page.clock.install();
  await backdateServedTests(page);
  const { user } = await openSignedIn(page, "/30-seconds", "keys");
  const saved = nextSavedTimeline(page);
  await pauseSoon(page);
  await typeOnPausedClock(page, SIXTY_WPM_TYPIST);
  await page.clock.resume();
  const timeline = await saved;
  await expect(page.getByTestId("save-status")).toHaveText("Result saved to your profile");

  // Every character came with its key press, held as long as it was pressed.
  const characterKeys = timeline.keys.filter(([, , , key]) => key.length === 1);
  expect(characterKeys.length).toBeGreaterThanOrEqual(timeline.edits.length - 1);
  const holds = characterKeys.flatMap(([down, up]) => (up === null ? [] : [up - down]));
  const sorted = holds.sort((a, b) => a - b);
  expect(sorted[sorted.length >> 1]).toBeGreaterThanOrEqual(50);
  expect(timeline.edits.every((edit) => edit[4] === undefined)).toBe(true);

  const wpm = Number(await page.getByTestId("result-wpm").textContent());
  expect(wpm).toBeGreaterThan(40);
  expect(wpm).toBeLessThan(80);
  const board = await page.request.get("/api/leaderboard?duration=30");
  const rows = (await board.json()).rows as { username: string }[];
  expect(rows.map((row) => row.username)).toContain(user.username);
});

test("words committed through an input method are saved as composed, not scripted", async ({
  page,
}) => {
  // Chromium fires a composition's input events as trusted and its compositionend as not.
  const { passage } = await openSignedIn(page, "/300-characters", "ime");
  const cdp = await page.context().newCDPSession(page);
  const words = passage.split(" ").slice(0, 8);
  const saved = nextSavedTimeline(page);
  for (const word of words) {
    // The input method shows the word as it grows, then commits it.
    for (let end = 1; end <= word.length; end++) {
      await cdp.send("Input.imeSetComposition", {
        text: word.slice(0, end),
        selectionStart: end,
        selectionEnd: end,
      });
    }
    await page.waitForTimeout(450);
    await cdp.send("Input.insertText", { text: word });
    await page.waitForTimeout(250);
    await page.keyboard.press("Space");
  }
  await expect(input(page)).toHaveValue(`${words.join(" ")} `);
  await page.getByRole("button", { name: "Stop" }).click();
  const timeline = await saved;
  // Saved without a flag: the panel names none.
  await expect(page.getByTestId("save-status")).toHaveText("Result saved to your profile");

  const composed = timeline.edits.filter((edit) => edit[4] === 2);
  expect(composed.map((edit) => edit[3])).toEqual(words);
  // Nothing is marked as sent by a script.
  expect(timeline.edits.filter((edit) => ((edit[4] ?? 0) & 1) !== 0)).toEqual([]);
});
