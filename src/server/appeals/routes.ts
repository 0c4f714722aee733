import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { postAppeal } from "../../core/api/endpoints/appeals.ts";
import { APPEALS_PER_HOUR, UNVERIFIABLE_REFUSAL } from "../../core/moderation/appeal.ts";
import { isUnverifiable } from "../../core/typing/result-verification.ts";
import { refuseBanned } from "../admin/roles.ts";
import type { Auth } from "../auth/auth.ts";
import { requireUser, signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { HttpError } from "../http/http-error.ts";
import { sharedCounts, tooManyRequests } from "../http/rate-limit.ts";
import { ownAppealable, recordAppeal } from "./repository.ts";

export interface AppealRouteOptions {
  db: Database;
  auth: Auth;
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  now: () => number;
  /** Shares the request counts between instances. */
  redis?: Redis;
}

const HOUR_MS = 60 * 60 * 1000;

const userKey = (request: FastifyRequest) => signedInUser(request).id;

/**
 * A flagged typist's request for review (product 'Results you can trust'): their flagged
 * result joins the moderators' list with its replay and their message, once.
 */
export const appealRoutes: FastifyPluginAsyncZod<AppealRouteOptions> = async (
  app,
  { db, auth, now, redis },
) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooManyRequests("review requests", "in an hour"),
    ...sharedCounts(redis, "appeals"),
  });
  // On request, so the rate limit's hook, which runs after this one, counts by the user.
  app.addHook("onRequest", requireUser(auth));

  app.route({
    ...endpointRoute(postAppeal),
    config: { rateLimit: { max: APPEALS_PER_HOUR, timeWindow: HOUR_MS, keyGenerator: userKey } },
    handler: async (request, reply) => {
      const user = signedInUser(request);
      await refuseBanned(db, user.id);
      const resultId = request.params.id;
      const result = await ownAppealable(db, user.id, resultId);
      if (!result) throw new HttpError(404, "You have no result with this id.", "no-result");
      if (result.verification !== "flagged") {
        throw new HttpError(409, "This result is not flagged.", "not-flagged");
      }
      if (!result.rankable) {
        throw new HttpError(
          422,
          "Only timed results can be reviewed: other tests are never ranked.",
          "not-rankable",
        );
      }
      if (isUnverifiable(result.flags)) {
        throw new HttpError(422, UNVERIFIABLE_REFUSAL, "unverifiable");
      }
      const message = request.body.message || null;
      const at = await recordAppeal(db, resultId, message, now());
      if (!at) {
        throw new HttpError(
          409,
          "You have already asked for a review of this result.",
          "review-requested",
        );
      }
      return reply.status(201).send({ resultId, reviewRequestedAt: at.toISOString(), message });
    },
  });
};
