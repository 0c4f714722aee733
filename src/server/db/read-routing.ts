import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database, DatabaseHandle } from "./client.ts";

/**
 * Marks a browser that has just written: for a few seconds its reads go to the primary, so a
 * typist who saves a result or edits their profile sees it at once, whatever the replica's lag.
 * A cookie rather than memory, since the next request may reach another instance.
 */
export const FRESH_COOKIE = "typetempo.fresh";
/** Longer than a healthy replica's lag by far; a lagging one should be fixed, not waited for. */
export const FRESH_SECONDS = 10;

/** Where one request's reads go: the primary, or the replica when it may be behind. */
export type Reader = (request: FastifyRequest) => Database;

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function wroteLately(request: FastifyRequest): boolean {
  const cookies = request.headers.cookie;
  return cookies !== undefined && cookies.includes(`${FRESH_COOKIE}=`);
}

/**
 * Reads of public pages (leaderboard, public profiles, shared results) from DATABASE_READ_URL's
 * replica when there is one, except for a browser that wrote within FRESH_SECONDS. Without a
 * replica every read goes to the primary and no cookie is set.
 */
export function readRouting(app: FastifyInstance, database: DatabaseHandle): Reader {
  const { db: primary, replica } = database;
  if (!replica) return () => primary;
  app.addHook("onSend", async (request, reply) => {
    if (WRITES.has(request.method) && reply.statusCode < 400) {
      reply.header(
        "set-cookie",
        `${FRESH_COOKIE}=1; Max-Age=${FRESH_SECONDS}; Path=/; HttpOnly; SameSite=Lax`,
      );
    }
  });
  return (request) => (wroteLately(request) ? primary : replica);
}
