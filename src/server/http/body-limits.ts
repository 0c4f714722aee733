import type { FastifyInstance } from "fastify";
import { MAX_IMPORT_BYTES } from "../../core/imports/imported-result.ts";
import { HttpError } from "./http-error.ts";

const KB = 1024;

/** Any route not listed below: far more than any form of the site sends. */
export const DEFAULT_BODY_LIMIT = 64 * KB;

/**
 * Tighter (or, for a saved result with its keystroke timeline and a typist's lesson progress,
 * looser) limits by route, kept in one place so every route's limit can be read at a glance.
 * Each leaves room for text that is all multi-byte characters or JSON escapes within the field
 * limits.
 */
export const BODY_LIMITS: Readonly<Record<string, number>> = {
  "POST /api/results": 1024 * KB,
  "POST /api/practice-results": 1024 * KB,
  // better-auth's endpoints: sign-up, sign-in, password change.
  "POST /api/auth/*": 16 * KB,
  "POST /api/password-reset-link": 1 * KB,
  "POST /api/contact": 40 * KB,
  "POST /api/newsletter": 2 * KB,
  "PATCH /api/me/username": 1 * KB,
  "DELETE /api/me": 1 * KB,
  "PUT /api/account/settings": 2 * KB,
  // 500 lessons (MAX_LESSONS) of 40 keys each, every figure at its longest, are about 800 kB;
  // a typist's real ones, about 250 kB.
  "PUT /api/me/lessons": 1024 * KB,
  // A results file of up to MAX_IMPORT_BYTES sent as a JSON string: quotes and line breaks
  // escaped take two bytes each, so twice the file is room for any real export.
  "POST /api/me/imports": 2 * MAX_IMPORT_BYTES + 4 * KB,
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

/**
 * The deepest nesting of objects and arrays a JSON body may have. A saved result's timeline is
 * four deep; parsing and then walking a body nested thousands deep blocks the event loop.
 */
export const MAX_JSON_DEPTH = 10;

/** Whether JSON text nests deeper than `limit`, found in one pass without parsing it. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (which guards against prototype poisoning), behind a depth check
 * that refuses a body nested deeper than MAX_JSON_DEPTH with a 400 before it is parsed.
 */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, `JSON may nest at most ${MAX_JSON_DEPTH} levels deep.`), undefined);
      return;
    }
    // The default parser answers through `done`; its type only allows for an async parser.
    void parse(request, text, done);
  });
}
