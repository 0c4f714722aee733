import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { postPracticeResult } from "../../core/api/endpoints/results.ts";
import { DEFAULT_DIFFICULTY } from "../../core/typing/difficulty.ts";
import { refuseBanned } from "../admin/roles.ts";
import type { Auth } from "../auth/auth.ts";
import { requireUser, signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { sharedCounts, tooManyRequests } from "../http/rate-limit.ts";
import { practiceMode, scorePractice } from "./practice.ts";
import { insertResult } from "./repository.ts";

export interface PracticeRouteOptions {
  db: Database;
  auth: Auth;
  /** Saves per user and minute: the limit of test results (RESULTS_RATE_LIMIT_MAX). */
  rateLimitMax: number;
  /** Shares the save counts between instances. */
  redis?: Redis;
}

/** Counted by the account, as result saves are (results/routes.ts). */
const userKey = (request: FastifyRequest) => signedInUser(request).id;

/**
 * Saving a finished practice, custom text, zen, repeat or custom-length run into the signed-in
 * typist's history, never ranked.
 */
export const practiceRoutes: FastifyPluginAsyncZod<PracticeRouteOptions> = async (
  app,
  { db, auth, rateLimitMax, redis },
) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooManyRequests("practice runs saved", "in a minute"),
    ...sharedCounts(redis, "practice-saves"),
  });
  app.addHook("onRequest", requireUser(auth));

  app.route({
    ...endpointRoute(postPracticeResult),
    config: { rateLimit: { max: rateLimitMax, timeWindow: 60_000, keyGenerator: userKey } },
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const body = request.body;
      await refuseBanned(db, user.id);
      const { score, timeline } = scorePractice(body);
      // Without a test id nothing conflicts, so a row always comes back.
      const saved = (await insertResult(db, {
        userId: user.id,
        mode: practiceMode(body),
        // Practice text has no difficulty; the column wants one, and practice is never ranked.
        difficulty: DEFAULT_DIFFICULTY,
        duration: Math.max(1, Math.round(body.elapsedMs / 1000)),
        rawText: body.text,
        typedText: body.typedText,
        score,
        testId: null,
        flags: [],
        timeline,
        elapsedMs: body.elapsedMs,
      }))!;
      return reply.status(201).send(saved);
    },
  });
};
