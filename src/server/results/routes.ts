import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { getRecentResults, postResult } from "../../core/api/endpoints/results.ts";
import type { ChallengeRule } from "../../core/typing/speed-challenge.ts";
import type { Auth } from "../auth/auth.ts";
import { requireUser, signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { sharedCounts, tooManyRequests } from "../http/rate-limit.ts";
import { countSavedResult, type Metrics } from "../metrics/metrics.ts";
import { listRecentResults } from "./repository.ts";
import { saveTestResult } from "./save-test.ts";

export interface ResultRouteOptions {
  db: Database;
  auth: Auth;
  /** The key test tokens are signed with (src/server/typing-tests/token.ts). */
  ticketKey: Buffer;
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  now: () => number;
  /**
   * Saves per user and minute. The shortest test takes 30 seconds, so a typist saves two
   * a minute at most; the rest is room for retries.
   */
  rateLimitMax: number;
  /**
   * Which clean ranked results are held for the speed challenge (hold.ts); above its threshold
   * a physical keyboard's key presses are required.
   */
  challenge: ChallengeRule;
  /** Shares the save counts between instances. */
  redis?: Redis;
  /** Counts saves by verification and flag. */
  metrics: Metrics;
}

/** Saving a finished test (signed-in only) and reading one's own results. */
export const resultRoutes: FastifyPluginAsyncZod<ResultRouteOptions> = async (
  app,
  { db, auth, ticketKey, now, rateLimitMax, challenge, redis, metrics },
) => {
  /**
   * Counted per user rather than per address, so a classroom behind one is not one typist, and
   * by the account the session belongs to, so no cookie of the client's choosing lifts the limit.
   */
  const userKey = (request: FastifyRequest) => signedInUser(request).id;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooManyRequests("results saved", "in a minute"),
    ...sharedCounts(redis, "result-saves"),
  });
  // On request, before the body is read: a signed-out save costs no parsing, and the rate
  // limit's own hook, which runs after this one, counts by the user it lets through.
  app.addHook("onRequest", requireUser(auth));

  app.route({
    ...endpointRoute(postResult),
    config: { rateLimit: { max: rateLimitMax, timeWindow: 60_000, keyGenerator: userKey } },
    handler: async (request, reply) => {
      const { created, result } = await saveTestResult(db, request.body, {
        ticketKey,
        now: now(),
        userId: signedInUser(request).id,
        challenge,
      });
      if (created) countSavedResult(metrics, result);
      return reply.status(created ? 201 : 200).send(result);
    },
  });

  app.route({
    ...endpointRoute(getRecentResults),
    handler: async (request) => {
      const user = signedInUser(request);
      return { results: await listRecentResults(db, user.id, request.query) };
    },
  });
};
