import type { Page } from "@playwright/test";
import { readTicket, signTicket, ticketKey } from "../../src/server/typing-tests/token.ts";
import { E2E_AUTH_SECRET } from "./server-secret.ts";

/** How long before it was asked for a test's token is dated: more than any test here lasts. */
const BACKDATE_MS = 10 * 60 * 1000;

/**
 * Serves the page its tests (the one a typing page comes with, and those it asks for) with their
 * tokens dated ten minutes earlier, signed with the
 * browser tests' secret as the server signs them. The server refuses a result that arrives
 * before its test could have ended on the server's own clock (src/server/results/verify.ts);
 * a test typed on the page's paused clock ends in a few real seconds, and is then taken as one
 * typed over its whole time. That check itself is tested on the server.
 */
export async function backdateServedTests(page: Page): Promise<void> {
  const key = ticketKey(E2E_AUTH_SECRET);
  const backdated = (token: string) => {
    const ticket = readTicket(key, token);
    return ticket ? signTicket(key, { ...ticket, issuedAt: Date.now() - BACKDATE_MS }) : token;
  };
  // A typing page comes with its test (src/server/typing-tests/early.ts): its token too.
  await page.route(
    (url) => !url.pathname.startsWith("/api/") && !url.pathname.startsWith("/assets/"),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(<script type="application\/json" id="tt-early-test">.*?"token":")([^"]+)"/,
        (_, before: string, token: string) => `${before}${backdated(token)}"`,
      );
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ response, body, headers });
    },
  );
  await page.route(/\/api\/tests(\/passages)?$/, async (route) => {
    const response = await route.fetch();
    const body = response.ok() ? ((await response.json()) as { token?: string }) : null;
    const ticket = body?.token ? readTicket(key, body.token) : null;
    if (!body || !ticket) return route.fulfill({ response });
    // A continued test's token was dated here already, and the server keeps its date.
    const issuedAt = Math.min(ticket.issuedAt, Date.now() - BACKDATE_MS);
    await route.fulfill({
      response,
      json: { ...body, token: signTicket(key, { ...ticket, issuedAt }) },
    });
  });
}

/**
 * Pauses the page's running clock 50 ms from its now. On a busy machine that moment can pass
 * before the pause arrives, and Playwright refuses a pause in the past: ask again from the new
 * now. The clock must have been installed before the page loaded.
 */
export async function pauseSoon(page: Page): Promise<void> {
  for (;;) {
    const at = (await page.evaluate(() => Date.now())) + 50;
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (!String(error).includes("Cannot fast-forward to the past")) throw error;
    }
  }
}

/** The passage as shown, or null once the test has ended and the results replaced it. */
const shownPassage = (page: Page) =>
  page.evaluate(() => document.querySelector("#passage-text")?.textContent ?? null);

export interface ClockedTypist {
  /** How long key `i` is held, in ms of the page's clock. */
  hold: (i: number) => number;
  /** From key `i` going down to the next one going down; never less than its hold. */
  gap: (i: number) => number;
}

/** Presses and lets go of the key that types `char`, at the times `typist` gives key `i`. */
async function pressOnClock(page: Page, char: string, i: number, typist: ClockedTypist) {
  const key = char === " " ? "Space" : char;
  const hold = typist.hold(i);
  await page.keyboard.down(key);
  await page.clock.runFor(hold);
  await page.keyboard.up(key);
  await page.clock.runFor(Math.max(0, typist.gap(i) - hold));
}

/**
 * Types `text` key by key on the page's paused clock, each key pressed and let go at the times
 * `typist` gives, so its rhythm is exact however busy the machine is, and the time it takes
 * passes in a moment. The clock stays paused.
 */
export async function typeTextOnPausedClock(
  page: Page,
  text: string,
  typist: ClockedTypist,
): Promise<void> {
  for (const [i, char] of [...text].entries()) await pressOnClock(page, char, i, typist);
}

/**
 * Types the shown passage as typeTextOnPausedClock does, reading it again as passages are
 * appended, until `keys` keys are typed or the test has ended: a timed test's half minute
 * passes in seconds. `from` goes on from that character, after keys typed before. The clock
 * stays paused.
 */
export async function typeOnPausedClock(
  page: Page,
  typist: ClockedTypist & { keys?: number; from?: number },
): Promise<void> {
  let passage = (await shownPassage(page)) ?? "";
  const keys = typist.keys ?? Number.POSITIVE_INFINITY;
  for (let i = typist.from ?? 0; i < keys && i < passage.length; i++) {
    await pressOnClock(page, passage[i]!, i, typist);
    const now = await shownPassage(page);
    if (now === null) return;
    passage = now;
  }
}

/**
 * A typist at about 60 WPM on a real keyboard: a key every 110 to 290 ms (a steadier rhythm is
 * a machine's), each held 60 to 100 ms.
 */
export const SIXTY_WPM_TYPIST: ClockedTypist = {
  hold: (i) => 60 + ((i * 37) % 40),
  gap: (i) => 110 + ((i * 53) % 180),
};

/**
 * A typist at about 75 WPM: keys 60 to 260 ms apart, each held 30 to 54 ms; below the speed
 * (120 WPM here) above which the server also judges how each key was held.
 */
export const PERSON_TYPIST: ClockedTypist = {
  hold: (i) => 30 + ((i * 29) % 25),
  gap: (i) => 60 + ((i * 37) % 200),
};
