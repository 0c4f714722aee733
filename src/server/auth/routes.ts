import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SignInProvider } from "../../core/api/account.ts";
import {
  getAuthProviders,
  getUsernameAvailability,
  postChangeEmail,
  postChangePassword,
  postRequestPasswordReset,
  postResetLinkStatus,
  postResetPassword,
  postSendVerificationEmail,
  postSignInEmail,
  postSignInSocial,
  postSignUpEmail,
} from "../../core/api/endpoints/auth.ts";
import { getSession, postSignOut } from "../../core/api/endpoints/session.ts";
import type { ApiError } from "../../core/api/error.ts";
import { usernameProblem } from "../../core/account/username.ts";
import { STATUS_CODES } from "node:http";
import type { Database } from "../db/client.ts";
import { BODY_LIMITS } from "../http/body-limits.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { usernameTaken } from "../users/repository.ts";
import { resetLinkUsable } from "./reset-links.ts";
import { CLIENT_IP_HEADER, OIDC_PROVIDER_ID, type Auth } from "./auth.ts";
import type { AuthConfig } from "./config.ts";
import { toFetchHeaders } from "./session.ts";

interface AuthRoutesOptions {
  auth: Auth;
  db: Database;
  config: AuthConfig;
}

function withSecure(cookie: string): string {
  return /;\s*secure/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

/** Hands a request to better-auth as a Fetch request and copies its answer back. */
async function forward(auth: Auth, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = toFetchHeaders(request.headers);
  // better-auth knows the client only through a header; it must be ours, never the client's.
  headers.set(CLIENT_IP_HEADER, request.ip);
  const body = typeof request.body === "string" && request.body.length > 0 ? request.body : null;
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && body !== null;
  const response = await auth.handler(
    new Request(url, { method: request.method, headers, body: hasBody ? body : null }),
  );
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) {
    reply.header("set-cookie", request.protocol === "https" ? cookies.map(withSecure) : cookies);
  }
  const payload = Buffer.from(await response.arrayBuffer());
  if (response.status >= 400)
    return reply.type("application/json").send(errorBody(response.status, payload));
  return reply.send(payload.length > 0 ? payload : null);
}

/**
 * better-auth's errors in the API's shape { error, message }, keeping its `code`; some of its
 * answers (an unknown path) have no body at all.
 */
function errorBody(status: number, payload: Buffer): ApiError & { code?: string } {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(payload.toString("utf8"));
  } catch {
    // Not JSON: the generic message below.
  }
  const { message, code } = (parsed ?? {}) as { message?: unknown; code?: unknown };
  return {
    error: STATUS_CODES[status] ?? "Error",
    message: typeof message === "string" && message ? message : (STATUS_CODES[status] ?? "Error"),
    ...(typeof code === "string" ? { code } : {}),
  };
}

/** The better-auth endpoints the site calls, each a route of its own for the API's document. */
const DOCUMENTED = [
  postSignUpEmail,
  postSignInEmail,
  postSignInSocial,
  getSession,
  postSignOut,
  postRequestPasswordReset,
  postResetPassword,
  postSendVerificationEmail,
  postChangeEmail,
  postChangePassword,
];

/** better-auth under /api/auth, plus what the sign-in form needs to know beforehand. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, db, config },
) => {
  app.route({
    ...endpointRoute(getAuthProviders),
    handler: () => {
      const providers: SignInProvider[] = [];
      if (config.google) providers.push({ id: "google", name: "Google", kind: "social" });
      if (config.github) providers.push({ id: "github", name: "GitHub", kind: "social" });
      if (config.oidc)
        providers.push({ id: OIDC_PROVIDER_ID, name: config.oidc.name, kind: "oidc" });
      return { providers };
    },
  });

  app.route({
    ...endpointRoute(getUsernameAvailability),
    handler: async (request, reply) => {
      const { username } = request.query;
      const problem = usernameProblem(username);
      if (problem) return reply.status(400).send({ error: "Bad Request", message: problem });
      return { available: !(await usernameTaken(db, username)) };
    },
  });

  app.route({
    ...endpointRoute(postResetLinkStatus),
    handler: async (request) => ({ usable: await resetLinkUsable(db, request.body.token) }),
  });

  await app.register(async (bridge) => {
    // better-auth parses bodies itself; an empty JSON body (sign-out) must reach it too.
    bridge.removeAllContentTypeParsers();
    bridge.addContentTypeParser("*", { parseAs: "string" }, (_r, body, done) => done(null, body));
    for (const descriptor of DOCUMENTED) {
      bridge.route({
        ...endpointRoute(descriptor),
        // better-auth validates the body and writes the answer, with its own messages: the
        // schemas only document them, so neither is checked nor rewritten on the way.
        validatorCompiler: () => (data) => ({ value: data }),
        serializerCompiler: () => (data) => JSON.stringify(data),
        // The same limit as the wildcard's (body-limits.ts), whose paths these are.
        bodyLimit: BODY_LIMITS["POST /api/auth/*"],
        handler: (request, reply) => forward(auth, request, reply),
      });
    }
    bridge.route({
      method: ["GET", "POST"],
      url: "/api/auth/*",
      schema: { hide: true },
      handler: (request, reply) => forward(auth, request, reply),
    });
  });
};
