import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { API_KEY_REQUESTS_PER_MINUTE } from "../../core/account/api-key.ts";
import {
  getProgramKeyStats,
  getProgramPersonalBests,
  getProgramResults,
} from "../../core/api/endpoints/programs.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { sharedCounts, tooManyRequests } from "../http/rate-limit.ts";
import { historyPage } from "../results/history.ts";
import { keyFigures, personalBests } from "../results/insight.ts";
import { keyHolder, requireApiKey } from "./key-auth.ts";

export interface ProgramRouteOptions {
  db: Database;
  /** Milliseconds since the epoch: when a key was last used. */
  now: () => number;
  /** Shares each key's request counts between instances. */
  redis?: Redis;
}

const limit = {
  rateLimit: {
    max: API_KEY_REQUESTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => keyHolder(request).keyId,
  },
};

/**
 * What a typist's own programs read with a personal API key (issue 37): their results, personal
 * bests and key figures, as their profile shows them. A key authorises these routes and nothing
 * else, and only a key does: the session cookie is not read here. Every key is limited to
 * API_KEY_REQUESTS_PER_MINUTE. Reads go to the primary, which also says a key was revoked.
 */
export const programRoutes: FastifyPluginAsyncZod<ProgramRouteOptions> = async (
  app,
  { db, now, redis },
) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooManyRequests("requests", "with this API key in a minute"),
    ...sharedCounts(redis, "api-keys"),
  });
  app.addHook("onRequest", requireApiKey(db, now));

  app.route({
    ...endpointRoute(getProgramResults),
    config: limit,
    handler: async (request) => historyPage(db, keyHolder(request).userId, request.query),
  });

  app.route({
    ...endpointRoute(getProgramPersonalBests),
    config: limit,
    handler: async (request) => ({
      personalBests: await personalBests(db, keyHolder(request).userId),
    }),
  });

  app.route({
    ...endpointRoute(getProgramKeyStats),
    config: limit,
    handler: async (request) => keyFigures(db, keyHolder(request).userId),
  });
};
