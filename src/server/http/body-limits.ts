import type { FastifyInstance } from "fastify";

const KB = 1024;

/** Any route not listed below: far more than any form of the site sends. */
export const DEFAULT_BODY_LIMIT = 64 * KB;

/**
 * Tighter (or, for a saved result with its keystroke timeline, looser) limits by route, kept
 * in one place so every route's limit can be read at a glance. Each leaves room for text that
 * is all multi-byte characters or JSON escapes within the field limits.
 */
export const BODY_LIMITS: Readonly<Record<string, number>> = {
  "POST /api/results": 1024 * KB,
  // better-auth's endpoints: sign-up, sign-in, password change.
  "POST /api/auth/*": 16 * KB,
  "POST /api/contact": 40 * KB,
  "POST /api/newsletter": 2 * KB,
  "PATCH /api/me/username": 1 * KB,
  "DELETE /api/me": 1 * KB,
  "PUT /api/account/settings": 2 * KB,
};

/** Applies BODY_LIMITS as routes are declared; call before registering any route. */
export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const limit = BODY_LIMITS[`${method} ${route.url}`];
      if (limit !== undefined) route.bodyLimit = limit;
    }
  });
}
