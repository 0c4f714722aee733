import type { FastifyRequest } from "fastify";
import type { Auth } from "./auth.ts";

export interface SignedInUser {
  id: string;
  email: string;
  username: string;
  displayUsername: string;
}

/** Node's request headers as a Fetch Headers object. */
export function toFetchHeaders(raw: FastifyRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  return headers;
}

/** The user of the request's session cookie, or null. */
export async function sessionUser(
  auth: Auth,
  request: FastifyRequest,
): Promise<SignedInUser | null> {
  const session = await auth.api.getSession({ headers: toFetchHeaders(request.headers) });
  if (!session) return null;
  const user = session.user as typeof session.user & {
    username?: string | null;
    displayUsername?: string | null;
  };
  const username = user.username ?? "";
  return {
    id: user.id,
    email: user.email,
    username,
    displayUsername: user.displayUsername ?? username,
  };
}

export class UnauthorizedError extends Error {
  statusCode = 401;
  constructor(message = "Sign in to do this.") {
    super(message);
  }
}

const letThrough = new WeakMap<FastifyRequest, SignedInUser>();

/**
 * A hook for the routes that need a session: a signed-out request gets a 401. As a preHandler,
 * after validation, a malformed request is still a 400 whoever sends it; as onRequest, a
 * signed-out request is refused before its body is read.
 */
export function requireUser(auth: Auth): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const user = await sessionUser(auth, request);
    if (!user) throw new UnauthorizedError();
    letThrough.set(request, user);
  };
}

/** The user whom requireUser let through to this handler. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  const user = letThrough.get(request);
  if (!user) throw new Error(`${request.routeOptions.url} is not behind the requireUser hook`);
  return user;
}
