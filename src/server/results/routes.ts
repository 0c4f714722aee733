import rateLimit from "@fastify/rate-limit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { apiErrorSchema } from "../../core/api/error.ts";
import {
  resultListSchema,
  resultsQuerySchema,
  saveResultRequestSchema,
  savedResultSchema,
} from "../../core/api/results.ts";
import { refuseBanned } from "../admin/roles.ts";
import { canRank } from "../../core/typing/test-modes.ts";
import type { Auth } from "../auth/auth.ts";
import { holdsForChallenge } from "../challenges/hold.ts";
import { requireUser, signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import { sharedCounts, tooManyRequests } from "../http/rate-limit.ts";
import { insertResult, listRecentResults } from "./repository.ts";
import { verifyResult } from "./verify.ts";

export interface ResultRouteOptions {
  db: Database;
  auth: Auth;
  /** The key test tokens are signed with (src/server/typing-tests/token.ts). */
  ticketKey: Buffer;
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  now: () => number;
  /**
   * Saves per session and minute. The shortest test takes 30 seconds, so a typist saves two
   * a minute at most; the rest is room for retries.
   */
  rateLimitMax: number;
  /** Clean ranked results faster than this are held for the speed challenge. */
  challengeWpm: number;
  /** Shares the save counts between instances. */
  redis?: Redis;
}

/** Counted per session rather than per address, so a classroom behind one is not one typist. */
const sessionKey = (request: { headers: { cookie?: string }; ip: string }) =>
  /session_token=([^;]+)/.exec(request.headers.cookie ?? "")?.[1] ?? request.ip;

/** Saving a finished test (signed-in only) and reading one's own results. */
export const resultRoutes: FastifyPluginAsyncZod<ResultRouteOptions> = async (
  app,
  { db, auth, ticketKey, now, rateLimitMax, challengeWpm, redis },
) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooManyRequests("results saved", "in a minute"),
    ...sharedCounts(redis, "result-saves"),
  });
  app.addHook("preHandler", requireUser(auth));

  app.post(
    "/results",
    {
      config: { rateLimit: { max: rateLimitMax, timeWindow: 60_000, keyGenerator: sessionKey } },
      schema: {
        tags: ["results"],
        summary:
          "Save a finished test: the server checks it against the test it issued, replays " +
          "its keystrokes and computes its WPM, accuracy and mistakes",
        description:
          "Refusals carry a `code`: invalid-token, expired-token, test-mismatch (400); " +
          "foreign-text, too-early, replay-mismatch, impossible-speed (422); reused-token (409); " +
          "banned (403). A saved result is `verified`, `flagged` with the reasons it is kept off " +
          "the leaderboard, or `pending`: fast, and held until its typist passes a speed challenge.",
        body: saveResultRequestSchema,
        response: {
          201: savedResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const body = request.body;
      await refuseBanned(db, user.id);
      const verified = await verifyResult(db, ticketKey, body, now());
      const held = await holdsForChallenge(
        db,
        {
          userId: user.id,
          wpm: verified.score.wpm,
          rankable: canRank(verified.mode),
          flagged: verified.flags.length > 0,
        },
        challengeWpm,
        now(),
      );
      const saved = await insertResult(db, {
        userId: user.id,
        mode: verified.mode,
        difficulty: body.difficulty,
        duration: body.duration,
        rawText: body.rawText,
        typedText: body.typedText,
        score: verified.score,
        testId: verified.testId,
        flags: verified.flags,
        timeline: verified.timeline,
        held,
      });
      if (!saved) throw new HttpError(409, "This test's result was already saved.", "reused-token");
      return reply.status(201).send(saved);
    },
  );

  app.get(
    "/me/results",
    {
      schema: {
        tags: ["results"],
        summary: "The signed-in user's newest results, newest first (product §7 #10)",
        querystring: resultsQuerySchema,
        response: { 200: resultListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { results: await listRecentResults(db, user.id, request.query.limit) };
    },
  );
};
