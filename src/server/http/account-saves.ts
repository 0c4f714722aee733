import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { Auth } from "../auth/auth.ts";
import { requireUser, signedInUser } from "../auth/session.ts";
import { sharedCounts, tooManyRequests } from "./rate-limit.ts";

const userKey = (request: FastifyRequest) => signedInUser(request).id;

/**
 * What the routes of a plugin that keeps a document of the signed-in typist's share: every
 * route answers only a signed-in typist, checked on request, so that a signed-out one is
 * refused before a body is read and the rate limit, whose hook runs after, counts by the
 * user; and saves are limited per account and minute (`perMinute`), far above what a person's
 * clicks make and low enough that a script cannot turn the table into a write load. `what`
 * names the saves in a refusal; `counter` names their counts in Redis, where there is one.
 * Answers the route config that applies the limit to a route.
 */
export async function accountSaves(
  app: FastifyInstance,
  options: { auth: Auth; redis?: Redis; what: string; counter: string; perMinute: number },
) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooManyRequests(options.what, "in a minute"),
    ...sharedCounts(options.redis, options.counter),
  });
  app.addHook("onRequest", requireUser(options.auth));
  return { rateLimit: { max: options.perMinute, timeWindow: 60_000, keyGenerator: userKey } };
}
