import type { FastifyInstance } from "fastify";

/** Built assets carry a hash of their content in their name, so a copy never goes stale. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/**
 * Pages change with every deploy. A browser may keep one but asks each time whether it is still
 * current (a 304 when it is); unlike no-store, this keeps the back button's instant pages.
 */
export const REVALIDATE = "no-cache";
/**
 * A shared result's picture is the same for everyone and changes only with its typist's name,
 * its standing or its privacy: shared caches may keep it, for long enough to spare the drawing,
 * short enough that a result made private soon stops showing.
 */
export const SHARED_PICTURE = "public, max-age=600";
/**
 * API answers are personal (a session, a profile) or change with every save (the leaderboard),
 * and some carry single-use tokens: no cache, the browser's or a proxy's, may keep one.
 */
export const NO_STORE = "no-store";

function isApi(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/** Every API answer that does not say otherwise is no-store. */
export function registerApiCachePolicy(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (isApi(request.url) && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", NO_STORE);
    }
    return payload;
  });
}
