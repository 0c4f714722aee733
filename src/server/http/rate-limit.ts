import type { FastifyRequest } from "fastify";
import type { Redis } from "ioredis";

interface RateLimitContext {
  after: string;
  statusCode: number;
}

/**
 * The 429 of @fastify/rate-limit, thrown to the app's error handler, which answers with the
 * usual JSON error shape { error, message }.
 */
export function tooManyRequests(what: string, whose = "from your connection") {
  return (_request: FastifyRequest, context: RateLimitContext) => ({
    statusCode: context.statusCode,
    error: "Too Many Requests",
    message: `Too many ${what} ${whose}. Please try again in ${context.after}.`,
  });
}

/**
 * Where a limit keeps its counts: in Redis when configured, so that every instance behind the
 * same Redis counts together. If Redis fails, requests pass rather than fail: the limits guard
 * against abuse, and an outage should not stop typists saving their results.
 */
export function sharedCounts(redis: Redis | undefined, name: string) {
  return redis ? { redis, nameSpace: `typetempo:${name}:`, skipOnError: true } : {};
}
