import type { FastifyRequest } from "fastify";

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
