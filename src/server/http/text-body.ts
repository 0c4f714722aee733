import type { FastifyRequest } from "fastify";

/**
 * A body kept as text (better-auth's routes parse their own) read the way better-auth reads it:
 * JSON or a URL-encoded form, as a plain object of fields; null for anything else.
 */
export function parseTextBody(request: FastifyRequest): unknown {
  const { body } = request;
  if (typeof body !== "string") return null;
  const type = request.headers["content-type"] ?? "";
  if (/^application\/json\b/i.test(type)) {
    try {
      return JSON.parse(body);
    } catch {
      return null;
    }
  }
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) {
    return Object.fromEntries(new URLSearchParams(body));
  }
  return null;
}
