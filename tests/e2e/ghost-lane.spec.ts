import { type Page, expect, test } from "@playwright/test";
import type { ReplayResponse } from "../../src/core/api/replays.ts";
import type { SaveResultResponse } from "../../src/core/api/results.ts";
import { raceRunPath } from "../../src/core/site/result-paths.ts";
import { ghostLengthAt, ghostTrack, type GhostTrack } from "../../src/core/typing/ghost-track.ts";
import { ghostName } from "../../src/core/typing/ghost-verdict.ts";
import type { TimelineEdit } from "../../src/core/typing/timeline.ts";
import { expectNoViolations } from "./axe-helpers.ts";
import { newUser, signUpByApi } from "./account-helpers.ts";
import {
  SIXTY_WPM_TYPIST,
  backdateServedTests,
  typeOnPausedClock,
  typeTextOnPausedClock,
} from "./clocked-typing.ts";
import { waitForHydration, watchPageErrors } from "./fixtures.ts";
import { saveTimedResult } from "./result-helpers.ts";
import { caretAndCharBoxes } from "./caret-boxes.ts";

// Each test types a run against the clock and some save one: more than the usual half minute
// on a busy machine.
test.describe.configure({ timeout: 60_000 });
// The run's day is named in the browser's time zone; the test names it in the same one.
test.use({ timezoneId: "UTC" });

const START = new Date("2026-11-30T10:00:00Z").getTime();
const input = (page: Page) => page.getByLabel("Type the passage here");
const ghostCaret = (page: Page) => page.getByTestId("ghost-caret");
const lane = (page: Page, name: string | RegExp) =>
  page.getByRole("progressbar", { name, exact: typeof name === "string" });

/**
 * The text of the run raced, typed with a slip: 'x' for the 's' at 750 ms, taken back at 1000,
 * then a character every 250 ms to the end at 4250 ms.
 */
const TEXT = "ghost lanes race";
const GHOST_EDITS: TimelineEdit[] = [
  [0, 0, 0, "g"],
  [250, 1, 0, "h"],
  [500, 2, 0, "o"],
  [750, 3, 0, "x"],
  [1000, 3, 1, ""],
  ...[...TEXT.slice(3)].map((char, i): TimelineEdit => [1250 + i * 250, 3 + i, 0, char]),
];

/** Saves the run above as a custom text run of the request's signed-in typist. */
async function saveKnownRun(page: Page): Promise<SaveResultResponse> {
  const response = await page.request.post("/api/practice-results", {
    data: {
      kind: "custom",
      text: TEXT,
      typedText: TEXT,
      elapsedMs: 4250,
      timeline: { version: 2, edits: GHOST_EDITS, keys: [] },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SaveResultResponse;
}

/** Starts the page's clock stopped at START, jumping rather than gliding (reduced motion). */
async function stopClock(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install({ time: START });
}

/** Opens a page on the stopped clock, once its code is running. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.clock.pauseAt(START + 60_000);
}

const boxes = (page: Page, index: number) => caretAndCharBoxes(page, "ghost-caret", index);

/**
 * Checks the ghost has typed `length` characters: its caret at the start of that character (its
 * left edge, or right to left its right edge) and its lane's bar at that many.
 */
async function expectGhostAt(page: Page, length: number, dir: "ltr" | "rtl" = "ltr") {
  await expect(ghostCaret(page)).toHaveAttribute("data-at", String(length));
  await expect(lane(page, /^Your run of/)).toHaveAttribute("aria-valuenow", String(length));
  const { caret, char } = await boxes(page, length);
  const [drawn, start] =
    dir === "ltr" ? [caret.left, char.left] : [caret.left + caret.width, char.left + char.width];
  expect(Math.abs(drawn - start)).toBeLessThan(1.5);
  expect(Math.abs(caret.top - char.top)).toBeLessThan(1.5);
}

test("a ghost lane replays a past run's keystrokes beside the live one, and says who won", async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await signUpByApi(page.request, newUser("ghost"));
  const saved = await saveKnownRun(page);
  const name = ghostName(saved.createdAt, START, "UTC");
  await stopClock(page);

  // From the run's own page.
  await open(page, `/results/${saved.id}`);
  await page.getByRole("link", { name: "Race this run" }).click();
  await expect(page).toHaveURL(raceRunPath(saved.id));
  await expect(page).toHaveTitle("Race Your Run | TypeTempo");
  await expect(page.getByRole("heading", { name: `Race ${name}` })).toBeVisible();
  await expect(page.getByTestId("test-difficulty")).toHaveText("Repeat");
  await expect(page.locator("#passage-text")).toHaveText(TEXT);
  const you = lane(page, "You");
  const ghost = lane(page, `Y${name.slice(1)} (${Math.round(saved.wpm)} WPM)`);
  await expect(you).toHaveAttribute("aria-valuenow", "0");
  await expect(ghost).toHaveAttribute("aria-valuemax", String(TEXT.length));
  // It waits for the typist's first key.
  await page.clock.runFor(2000);
  await expect(ghostCaret(page)).toHaveCount(0);
  await expect(ghost).toHaveAttribute("aria-valuenow", "0");

  await expect(input(page)).toBeFocused();
  await page.keyboard.type("g");
  // The ghost's first keystroke replays with the typist's, drawn after the next frame.
  await page.clock.runFor(100);
  await expectGhostAt(page, 1);
  await expect(you).toHaveAttribute("aria-valuenow", "1");
  // At 800 ms it has typed its slip, 'ghox'; at 1100 ms it has taken it back.
  await page.clock.runFor(700);
  await expectGhostAt(page, 4);
  await page.clock.runFor(300);
  await expectGhostAt(page, 3);
  await expect(ghostCaret(page)).toHaveAttribute("aria-hidden", "true");
  // The typist's own caret stays where they are.
  await expect(page.locator(".tt-caret")).toHaveText("h");

  // The typist types on at a key every 120 ms: five keys take them to 1700 ms; at 1850 both
  // have typed 'ghost '.
  const typist = { hold: () => 50, gap: () => 120 };
  await typeTextOnPausedClock(page, "host ", typist);
  await page.clock.runFor(150);
  await expectGhostAt(page, 6);
  await expect(you).toHaveAttribute("aria-valuenow", "6");
  // Their last key goes down 1850 + 9 × 120 = 2930 ms after the first: 1.32 s before the
  // ghost's last, at 4250 ms.
  await typeTextOnPausedClock(page, TEXT.slice(6), typist);

  const results = page.getByTestId("practice-results");
  await expect(results.getByTestId("race-verdict")).toHaveText(`You beat ${name} by 1.3 s`);
  await expect(results.getByRole("heading", { name: "Repeat Results" })).toBeVisible();
  await expect(results.getByTestId("repeat-badge")).toHaveText("Repeat");
  await expect(page.getByTestId("save-status")).toHaveText(
    "Repeat saved to your profile's history",
  );
  // Race it again: the same text, the ghost waiting for the first key again.
  await results.getByRole("button", { name: "Race it again" }).click();
  await expect(page.locator("#passage-text")).toHaveText(TEXT);
  await expect(lane(page, "You")).toHaveAttribute("aria-valuenow", "0");
  await expect(ghostCaret(page)).toHaveCount(0);
  // axe waits on timers of its own.
  await page.clock.resume();
  await expectNoViolations(page);
  errors();
});

test("'Race your best' on a test's results and the profile races the best, and a slower run loses by its speed", async ({
  page,
}) => {
  await signUpByApi(page.request, newUser("best"));
  const best = await saveTimedResult(page.request, { seconds: 30, difficulty: "medium", wpm: 50 });
  const name = ghostName(best.createdAt, START, "UTC");
  await backdateServedTests(page);
  await stopClock(page);
  await open(page, "/30-seconds");
  await typeOnPausedClock(page, { ...SIXTY_WPM_TYPIST, keys: 12 });
  await page.clock.runFor(31_000);
  await expect(page.getByRole("heading", { name: "Results", exact: true })).toBeVisible();
  await expect(page.getByTestId("save-status")).toContainText("Result saved to your profile");
  const race = page.getByRole("link", { name: "Race your best (50 WPM)" });
  await expect(race).toHaveAttribute("href", raceRunPath(best.id));

  await race.click();
  await expect(page.getByTestId("test-difficulty")).toHaveText("Repeat");
  await expect(lane(page, `Y${name.slice(1)} (50 WPM)`)).toBeVisible();
  await expect(page.getByTestId("clock")).toHaveText("30s");
  await input(page).focus();
  await typeOnPausedClock(page, { ...SIXTY_WPM_TYPIST, keys: 10 });
  // A timed run, raced for its time: ten characters right in 30 seconds is 4 WPM.
  await page.clock.runFor(31_000);
  await expect(page.getByTestId("race-verdict")).toHaveText(`Y${name.slice(1)} was 46 WPM faster`);

  await page.clock.resume();
  await page.goto("/profile");
  const bests = page.getByRole("region", { name: "Personal Bests" });
  await expect(
    bests.getByRole("link", { name: /^Race your best, .*30 Seconds Medium$/ }),
  ).toHaveAttribute("href", raceRunPath(best.id));
});

/** A moment from `after` on when the ghost has made no edit for 60 ms, its caret drawn. */
function quietMoment(edits: readonly TimelineEdit[], after: number): number {
  let at = after;
  while (edits.some(([t]) => t > at - 60 && t <= at)) at += 10;
  return at;
}

test("a ghost caret moves right to left through Hebrew, from the run's replay", async ({
  page,
}) => {
  await signUpByApi(page.request, newUser("rtl"));
  const saved = await saveTimedResult(page.request, {
    seconds: 30,
    difficulty: "medium",
    wpm: 40,
    text: { kind: "words", language: "he", punctuation: false, numbers: false, code: "javascript" },
  });
  const replay = (await (
    await page.request.get(`/api/results/${saved.id}/replay`)
  ).json()) as ReplayResponse;
  const edits = replay.timeline.edits as TimelineEdit[];
  const track: GhostTrack = ghostTrack(edits);
  await stopClock(page);
  // From the run's replay.
  await open(page, `/replay/${saved.id}`);
  await page.getByRole("link", { name: "Race this run" }).click();
  await expect(page.getByTestId("passage")).toHaveAttribute("dir", "rtl");
  const passage = (await page.locator("#passage-text").textContent()) ?? "";
  expect(passage).toBe(replay.passage);
  await input(page).focus();
  await page.keyboard.type(passage[0]!);
  let now = 0;
  for (const target of [1000, 2500]) {
    const at = quietMoment(edits, target);
    await page.clock.runFor(at - now);
    now = at;
    await expectGhostAt(page, ghostLengthAt(track, at), "rtl");
  }
  // A character's start is its right edge, and each is left of the one before.
  const earlier = ghostLengthAt(track, now);
  const left = (await boxes(page, earlier)).caret.left;
  const later = quietMoment(edits, now + 1000);
  await page.clock.runFor(later - now);
  const moved = ghostLengthAt(track, later);
  await expectGhostAt(page, moved, "rtl");
  expect(moved).toBeGreaterThan(earlier);
  expect((await boxes(page, moved)).caret.left).toBeLessThan(left);
});

test("a run that cannot be raced says why", async ({ page, browser }) => {
  const ownerContext = await browser.newContext();
  const owner = newUser("own");
  await signUpByApi(ownerContext.request, owner);
  const theirs = await saveTimedResult(ownerContext.request, {
    seconds: 30,
    difficulty: "easy",
    wpm: 45,
  });
  await ownerContext.close();

  // Signed out.
  await page.goto(raceRunPath(theirs.id));
  await expect(page.getByText("Sign in to race your own runs")).toBeVisible();
  // A run of no one's, and another typist's ranked run, whose replay they may watch.
  await signUpByApi(page.request, newUser("other"));
  await page.goto(raceRunPath(999_999_999));
  await expect(page.getByTestId("no-race")).toHaveText(
    "This run cannot be raced: there is no replay of it, as its keystrokes were not kept or it is not a run of yours.",
  );
  await page.goto(raceRunPath(theirs.id));
  await expect(page.getByTestId("no-race")).toHaveText("Only your own runs can be raced.");
  await page.getByRole("link", { name: "Watch its replay" }).click();
  await expect(page).toHaveURL(`/replay/${theirs.id}`);
  await expect(page.getByText(`${owner.username} typed this`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Race this run" })).toHaveCount(0);
});
