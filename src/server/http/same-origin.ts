import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "./http-error.ts";

/** Methods a page on another site cannot use to change anything through a simple request. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request may change something: browsers say where a request comes from (Origin,
 * and Sec-Fetch-Site in current ones), so one sent by another site's page is refused. A client
 * that sends neither header is not a browser acting for someone else.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== (publicOrigin ?? `${request.protocol}://${request.host}`);
}

/**
 * Cross-site request forgery protection for every route, better-auth's included. The session
 * cookie is SameSite=Lax already; this also covers senders on a sibling subdomain and older
 * browsers.
 * `publicOrigin` is BETTER_AUTH_URL's origin when set, as better-auth trusts the same one.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicOrigin?: string): void {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossSite(request, publicOrigin))
      throw new HttpError(403, "Requests from other sites cannot change anything here.");
  });
}
