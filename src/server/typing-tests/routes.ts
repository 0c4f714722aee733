import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { continueTypingTest, startTypingTest } from "../../core/api/endpoints/typing-tests.ts";
import { MAX_TEST_PASSAGES } from "../../core/api/typing-tests.ts";
import { isPassageLanguage } from "../../core/texts/languages.ts";
import { DEFAULT_TEXT_CHOICE } from "../../core/texts/text-choice.ts";
import { textChoiceProblem } from "../../core/texts/text-rules.ts";
import type { Passage } from "../../core/typing/fallback-passages.ts";
import { parseModeName } from "../../core/typing/test-modes.ts";
import { timeLimit } from "../../core/typing/mode-limits.ts";
import type { Auth } from "../auth/auth.ts";
import { sessionUser, type SignedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { HttpError } from "../http/http-error.ts";
import { sharedCounts, tooManyRequests } from "../http/rate-limit.ts";
import { drawPassage, drawTestPassages } from "../passages/draw.ts";
import { ServedMemory } from "../passages/served-memory.ts";
import { drawSnippet, firstSnippets } from "../texts/code-passages.ts";
import { drawQuote, firstQuotes } from "../texts/quote-passages.ts";
import { firstWordChunks, wordChunks } from "../texts/word-chunks.ts";
import {
  newTicketId,
  newWordSeed,
  readTicket,
  signTicket,
  type TestTicket,
  type WordsTicket,
} from "./token.ts";

/** Where a drawn text came from, as the passage response names it. */
type DrawnSource = "words" | "quotes" | "code";

export interface TypingTestOptions {
  db: Database;
  auth: Auth;
  /** The key test tokens are signed with (see token.ts). */
  ticketKey: Buffer;
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  now: () => number;
  /** Tests started per user (or, signed out, per address) and minute. */
  rateLimitMax: number;
  /** Shares the counts between instances. */
  redis?: Redis;
}

/**
 * Issuing tests (docs/trusted-results.md): each passage a test shows comes with a signed token
 * naming it, and saving a result requires that token. A signed-in typist's token names them,
 * and the server, not the browser, has the last word on which passage is served.
 */
export const typingTestRoutes: FastifyPluginAsyncZod<TypingTestOptions> = async (
  app,
  { db, auth, ticketKey, now, rateLimitMax, redis },
) => {
  const memory = new ServedMemory();
  const users = new WeakMap<FastifyRequest, SignedInUser | null>();
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooManyRequests("tests started", "in a minute"),
    ...sharedCounts(redis, "tests-started"),
  });
  // Before the rate limit's own hook, so that a signed-in typist is counted by account.
  app.addHook("onRequest", async (request) => {
    users.set(request, await sessionUser(auth, request));
  });
  const userOf = (request: FastifyRequest) => users.get(request) ?? null;
  const rateLimited = {
    rateLimit: {
      max: rateLimitMax,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => userOf(request)?.id ?? request.ip,
    },
  };

  app.route({
    ...endpointRoute(startTypingTest),
    config: rateLimited,
    handler: async (request) => {
      const { mode, difficulty, exclude = [], text = DEFAULT_TEXT_CHOICE } = request.body;
      const testMode = parseModeName(mode)!;
      const user = userOf(request);
      const problem = textChoiceProblem(text);
      if (problem) throw new HttpError(400, problem);
      /** A test of a text the server draws itself, which is not remembered as served. */
      const issueDrawn = (
        passages: Passage[],
        source: DrawnSource,
        kind: Pick<TestTicket, "words" | "quotes" | "code">,
      ) => {
        const token = signTicket(ticketKey, {
          id: newTicketId(),
          mode,
          difficulty,
          passageIds: passages.map((passage) => passage.id),
          issuedAt: now(),
          ...(user && { userId: user.id }),
          ...kind,
        });
        return { token, passage: passages[0]!, passages, reset: false, source };
      };
      if (text.kind === "words") {
        const { language, punctuation, numbers } = text;
        const words: WordsTicket = { language, punctuation, numbers, seed: newWordSeed() };
        return issueDrawn(await firstWordChunks(words, difficulty, testMode), "words", { words });
      }
      if (text.kind === "quotes") {
        return issueDrawn(await firstQuotes(difficulty, testMode), "quotes", {
          quotes: { language: "en" },
        });
      }
      if (text.kind === "code") {
        return issueDrawn(await firstSnippets(text.code, difficulty, testMode), "code", {
          code: { language: text.code },
        });
      }
      const { language } = text;
      if (!isPassageLanguage(language)) throw new HttpError(400, textChoiceProblem(text)!);
      const served = {
        remembered: user ? memory.recall(user.id, difficulty) : new Set<number>(),
        hint: exclude,
      };
      const { log } = request;
      const drawn =
        timeLimit(testMode) !== null
          ? await drawPassage(db, difficulty, served, log, language).then(
              ({ passage, ...rest }) => ({ passages: [passage], ...rest }),
            )
          : await drawTestPassages(db, difficulty, served, testMode, log, language);
      const ids = drawn.passages.map((passage) => passage.id);
      if (user) memory.remember(user.id, difficulty, ids, drawn.reset);
      const token = signTicket(ticketKey, {
        id: newTicketId(),
        mode,
        difficulty,
        passageIds: ids,
        issuedAt: now(),
        ...(user && { userId: user.id }),
        ...(language !== "en" && { passages: { language } }),
      });
      return { token, passage: drawn.passages[0]!, ...drawn };
    },
  });

  app.route({
    ...endpointRoute(continueTypingTest),
    config: rateLimited,
    handler: async (request) => {
      const ticket = readTicket(ticketKey, request.body.token);
      if (!ticket) throw new HttpError(400, "This test was not issued by TypeTempo.");
      // Only a test on the clock (timed, or a custom duration) runs long enough to need more text.
      const mode = parseModeName(ticket.mode);
      if (!mode || timeLimit(mode) === null) {
        throw new HttpError(
          400,
          mode?.kind === "words"
            ? "A word test keeps the text it started with."
            : "A character test keeps the passage it started with.",
        );
      }
      if (ticket.passageIds.length >= MAX_TEST_PASSAGES) {
        throw new HttpError(400, `A test has at most ${MAX_TEST_PASSAGES} passages.`);
      }
      /** The next passage of a text the server draws itself, appended to the test's token. */
      const appendDrawn = (passage: Passage, source: DrawnSource) => {
        const token = signTicket(ticketKey, {
          ...ticket,
          passageIds: [...ticket.passageIds, passage.id],
        });
        return { token, passage, passages: [passage], reset: false, source };
      };
      if (ticket.words) {
        const next = ticket.passageIds.length;
        const [chunk] = await wordChunks(ticket.words, ticket.difficulty, [next], mode);
        return appendDrawn(chunk!, "words");
      }
      if (ticket.quotes) {
        return appendDrawn(await drawQuote(ticket.difficulty, ticket.passageIds), "quotes");
      }
      if (ticket.code) {
        const { language } = ticket.code;
        return appendDrawn(
          await drawSnippet(language, ticket.difficulty, ticket.passageIds),
          "code",
        );
      }
      const user = userOf(request);
      const remembered = new Set([
        ...(user ? memory.recall(user.id, ticket.difficulty) : []),
        ...ticket.passageIds,
      ]);
      const drawn = await drawPassage(
        db,
        ticket.difficulty,
        { remembered, hint: request.body.exclude ?? [] },
        request.log,
        ticket.passages?.language,
      );
      if (user) memory.remember(user.id, ticket.difficulty, [drawn.passage.id], drawn.reset);
      const token = signTicket(ticketKey, {
        ...ticket,
        passageIds: [...ticket.passageIds, drawn.passage.id],
      });
      return { token, passages: [drawn.passage], ...drawn };
    },
  });
};
