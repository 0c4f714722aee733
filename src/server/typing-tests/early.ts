import type { FastifyRequest } from "fastify";
import { createIsbotFromList, list } from "isbot";
import type { EarlyTest } from "../../core/typing/early-test.ts";
import { earlyTestHtml } from "../../core/typing/early-test-html.ts";
import { DEFAULT_DIFFICULTY } from "../../core/typing/difficulty.ts";
import { timeLimit } from "../../core/typing/mode-limits.ts";
import {
  characterTestPath,
  modeName,
  OFFERED_MODES,
  type TestMode,
  timedTestPath,
  wordTestPath,
} from "../../core/typing/test-modes.ts";
import { testText } from "../../core/typing/test-text.ts";
import type { Database } from "../db/client.ts";
import { drawPassage, drawTestPassages } from "../passages/draw.ts";
import { newTicketId, signTicket } from "./token.ts";
import { asksForCopy } from "../../core/site/offline-copy.ts";

function pagePathOf(mode: TestMode): string | null {
  if (mode.kind === "timed") return timedTestPath(mode.seconds);
  if (mode.kind === "length") return characterTestPath(mode.characters);
  if (mode.kind === "words") return wordTestPath(mode.count);
  return null;
}

/** The test each typing page opens on, by the page's path. */
const MODES_BY_PATH = new Map(OFFERED_MODES.map((mode) => [pagePathOf(mode), mode]));

/**
 * Crawlers get the page as built: no one types there. A headless browser is a typist's own
 * browser driven by a program (a test, a benchmark), so it is not counted as one.
 */
const isCrawler = createIsbotFromList(list.filter((pattern) => pattern !== "headless"));

/** An early test is drawn as a signed-out typist's: nothing served is known. */
const NOTHING_DRAWN = { remembered: new Set<number>(), hint: [] };

/**
 * What a typing page's early-test slot is filled with for one request (EarlyTest): a test of the
 * page's mode at the default difficulty and text, issued as POST /api/tests issues one to a
 * signed-out typist, so the token binds to whoever saves it first. Null for any other page, for
 * a crawler, for the service worker's copy (offline-copy.ts), past the address's limit of tests
 * started, and when the passages cannot be drawn: the page then asks for its test as before,
 * and POST /api/tests answers that request as it answers any other.
 */
export function earlyTests({
  db,
  ticketKey,
  now,
  withinLimit,
}: {
  db: Database;
  ticketKey: Buffer;
  now: () => number;
  /** Counts one test issued to an address; false once it has had its minute's share. */
  withinLimit: (address: string) => Promise<boolean>;
}) {
  return async (request: FastifyRequest, pagePath: string): Promise<string | null> => {
    const mode = MODES_BY_PATH.get(pagePath);
    if (!mode || isCrawler(request.headers["user-agent"] ?? "") || asksForCopy(request.url)) {
      return null;
    }
    if (!(await withinLimit(request.ip))) return null;
    const difficulty = DEFAULT_DIFFICULTY;
    try {
      const { log } = request;
      const passages =
        timeLimit(mode) !== null
          ? [(await drawPassage(db, difficulty, NOTHING_DRAWN, log)).passage]
          : (await drawTestPassages(db, difficulty, NOTHING_DRAWN, mode, log)).passages;
      const issuedAt = now();
      const name = modeName(mode);
      const token = signTicket(ticketKey, {
        id: newTicketId(),
        mode: name,
        difficulty,
        passageIds: passages.map((passage) => passage.id),
        issuedAt,
      });
      const test: EarlyTest = {
        mode: name,
        difficulty,
        issuedAt,
        token,
        passages,
      };
      const text = testText(
        mode,
        passages.map((passage) => passage.text),
      );
      return earlyTestHtml(test, mode, text);
    } catch (error) {
      request.log.warn({ err: error }, "no early test for the page");
      return null;
    }
  };
}
