import type { FastifyReply, FastifyRequest } from "fastify";
import { API_KEY_MESSAGES, readApiKeyHeader } from "../../core/account/api-key.ts";
import type { Database } from "../db/client.ts";
import { SITE_NAME } from "../../core/site/site.ts";
import { HttpError } from "../http/http-error.ts";
import { findKeyHolder, type KeyHolder } from "./repository.ts";

const holders = new WeakMap<FastifyRequest, KeyHolder>();

const REALM = `Bearer realm="${SITE_NAME}"`;

/** RFC 6750's challenge: the scheme, and whether a key was sent and refused. */
function refuse(reply: FastifyReply, message: string, code: string, invalidToken: boolean): never {
  reply.header("www-authenticate", invalidToken ? `${REALM}, error="invalid_token"` : REALM);
  throw new HttpError(401, message, code);
}

/**
 * The hook of the routes programs call: the request's `Authorization: Bearer` key must be a
 * working one, whatever cookie it brings; anything else is a 401 that says which it was. It
 * runs on request, before the body or query is read, so the rate limit after it counts by key.
 */
export function requireApiKey(
  db: Database,
  now: () => number,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request, reply) => {
    const header = readApiKeyHeader(request.headers.authorization);
    if (header.kind === "missing")
      refuse(reply, API_KEY_MESSAGES.missing, "missing-api-key", false);
    if (header.kind === "malformed") {
      refuse(reply, API_KEY_MESSAGES.malformed, "malformed-api-key", true);
    }
    const holder = await findKeyHolder(db, header, now());
    if (!holder) refuse(reply, API_KEY_MESSAGES.invalid, "invalid-api-key", true);
    holders.set(request, holder);
  };
}

/** The key, and its typist, that requireApiKey let through to this handler. */
export function keyHolder(request: FastifyRequest): KeyHolder {
  const holder = holders.get(request);
  if (!holder) throw new Error(`${request.routeOptions.url} is not behind the requireApiKey hook`);
  return holder;
}
