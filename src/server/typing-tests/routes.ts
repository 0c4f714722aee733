import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../core/api/error.ts";
import {
  MAX_TEST_PASSAGES,
  continueTestRequestSchema,
  issuedTestSchema,
  startTestRequestSchema,
} from "../../core/api/typing-tests.ts";
import { parseModeName } from "../../core/typing/test-modes.ts";
import type { Database } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import { drawLengthPassages, drawPassage } from "../passages/draw.ts";
import { newTicketId, readTicket, signTicket } from "./token.ts";

export interface TypingTestOptions {
  db: Database;
  /** The key test tokens are signed with (see token.ts). */
  ticketKey: Buffer;
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  now: () => number;
}

/**
 * Issuing tests (docs/trusted-results.md): each passage a test shows comes with a signed token
 * naming it, and saving a result requires that token.
 */
export const typingTestRoutes: FastifyPluginAsyncZod<TypingTestOptions> = async (
  app,
  { db, ticketKey, now },
) => {
  app.post(
    "/tests",
    {
      schema: {
        tags: ["tests"],
        summary: "Start a test: its first passage and a token that proves the server served it",
        body: startTestRequestSchema,
        response: { 200: issuedTestSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { mode, difficulty, exclude } = request.body;
      const testMode = parseModeName(mode)!;
      const served = new Set(exclude);
      const drawn =
        testMode.kind === "length"
          ? await drawLengthPassages(db, difficulty, served, testMode.characters, request.log)
          : await drawPassage(db, difficulty, served, request.log).then(({ passage, ...rest }) => ({
              passages: [passage],
              ...rest,
            }));
      const token = signTicket(ticketKey, {
        id: newTicketId(),
        mode,
        difficulty,
        passageIds: drawn.passages.map((passage) => passage.id),
        issuedAt: now(),
      });
      return { token, passage: drawn.passages[0]!, ...drawn };
    },
  );

  app.post(
    "/tests/passages",
    {
      schema: {
        tags: ["tests"],
        summary: "Append a passage to a running timed test; answers the test's new token",
        body: continueTestRequestSchema,
        response: { 200: issuedTestSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const ticket = readTicket(ticketKey, request.body.token);
      if (!ticket) throw new HttpError(400, "This test was not issued by TypeTempo.");
      // Only a timed test runs long enough to need more text.
      if (parseModeName(ticket.mode)?.kind !== "timed") {
        throw new HttpError(400, "A character test keeps the passage it started with.");
      }
      if (ticket.passageIds.length >= MAX_TEST_PASSAGES) {
        throw new HttpError(400, `A test has at most ${MAX_TEST_PASSAGES} passages.`);
      }
      const served = new Set([...(request.body.exclude ?? []), ...ticket.passageIds]);
      const drawn = await drawPassage(db, ticket.difficulty, served, request.log);
      const token = signTicket(ticketKey, {
        ...ticket,
        passageIds: [...ticket.passageIds, drawn.passage.id],
      });
      return { token, passages: [drawn.passage], ...drawn };
    },
  );
};
