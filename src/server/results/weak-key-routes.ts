import rateLimit from "@fastify/rate-limit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { postWeakKeyText } from "../../core/api/endpoints/results.ts";
import { readStoredKeyStats } from "../../core/practice/stored-key-stats.ts";
import { WEAK_KEY_WORDS, weakKeyText } from "../../core/practice/weak-key-text.ts";
import type { Auth } from "../auth/auth.ts";
import { sessionUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { sharedCounts, tooManyRequests } from "../http/rate-limit.ts";
import { keyFigures } from "./insight.ts";

export interface WeakKeyRouteOptions {
  db: Database;
  auth: Auth;
  redis?: Redis;
}

/** Texts a client may ask for a minute: one per run, and room for a busy typist's reloads. */
const TEXTS_PER_MINUTE = 60;

/**
 * Weak-key practice's texts, made here rather than in the browser, which would need the word
 * list: from the signed-in typist's figures, as their profile adds them up, or from the figures
 * the browser sends, read as forgivingly as it reads them itself.
 */
export const weakKeyRoutes: FastifyPluginAsyncZod<WeakKeyRouteOptions> = async (
  app,
  { db, auth, redis },
) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooManyRequests("practice texts", "in a minute"),
    ...sharedCounts(redis, "weak-key-texts"),
  });

  app.route({
    ...endpointRoute(postWeakKeyText),
    config: { rateLimit: { max: TEXTS_PER_MINUTE, timeWindow: 60_000 } },
    handler: async (request) => {
      const user = await sessionUser(auth, request);
      const { stats, from } = user
        ? { stats: (await keyFigures(db, user.id)).keyStats, from: "profile" as const }
        : { stats: readStoredKeyStats(request.body.stored), from: "browser" as const };
      return { ...weakKeyText(stats, WEAK_KEY_WORDS, Math.random), from };
    },
  });
};
