import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "./http-error.ts";
import { parseTextBody } from "./text-body.ts";

const NUL = "\u0000";
/** In a `u` regex, a surrogate matches only when it is not half of a pair. */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/** Why PostgreSQL could not store the text, or null when it can. */
function textProblem(text: string): string | null {
  if (text.includes(NUL)) return "Text cannot contain the NUL character (U+0000).";
  if (UNPAIRED_SURROGATE.test(text))
    return "Text must be valid Unicode: it has an unpaired surrogate.";
  return null;
}

/** The first problem of any string or key in a parsed JSON value; iterative, for any depth. */
function unstorableText(root: unknown): string | null {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      const problem = textProblem(value);
      if (problem) return problem;
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        const problem = textProblem(key);
        if (problem) return problem;
        pending.push(item);
      }
    }
  }
  return null;
}

/** better-auth's routes get the body as text; its fields are looked into as well. */
function bodyProblem(request: FastifyRequest): string | null {
  const { body } = request;
  if (typeof body !== "string") return unstorableText(body);
  return textProblem(body) ?? unstorableText(parseTextBody(request));
}

/**
 * PostgreSQL text holds neither U+0000 nor unpaired surrogates (which are not Unicode text), so
 * a request that carries either in its query, path or JSON body is refused up front with a
 * 400, on every route, instead of failing in the database.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const problem =
      unstorableText(request.query) ?? unstorableText(request.params) ?? bodyProblem(request);
    if (problem) throw new HttpError(400, problem);
  });
}
