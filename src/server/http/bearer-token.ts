import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/**
 * Whether the request's `Authorization: Bearer` token is `token`. Compares digests, so neither
 * the token's characters nor its length show in the timing.
 */
export function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? "";
  const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
  return timingSafeEqual(digest(given), digest(token));
}
