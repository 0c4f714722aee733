import type { FastifyInstance } from "fastify";
import { contentSecurityPolicy } from "./csp.ts";

/** Browsers remember it for a year; sent in production, where the site is served over https. */
export const HSTS = "max-age=31536000; includeSubDomains";
const DEFAULT_CSP = contentSecurityPolicy();

/**
 * Headers every answer carries. A prerendered page sets its own Content-Security-Policy, with
 * the hashes of its inline scripts; every other answer gets the policy without any.
 */
export function registerSecurityHeaders(app: FastifyInstance, production: boolean): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("x-frame-options", "DENY");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    if (production) reply.header("strict-transport-security", HSTS);
    if (!reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", DEFAULT_CSP);
    }
    return payload;
  });
}
