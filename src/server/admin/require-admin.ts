import type { FastifyRequest } from "fastify";
import type { Auth } from "../auth/auth.ts";
import { requireUser, signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import { userStanding } from "./roles.ts";

export const NOT_ADMIN_MESSAGE = "Only moderators can do this.";

/**
 * An onRequest hook for moderation routes: signed out is a 401, signed in without the admin
 * role a 403, both before the body is read, so nothing about the route leaks to either.
 */
export function requireAdmin(auth: Auth, db: Database) {
  const signedIn = requireUser(auth);
  return async (request: FastifyRequest): Promise<void> => {
    await signedIn(request);
    const { admin } = await userStanding(db, signedInUser(request).id);
    if (!admin) throw new HttpError(403, NOT_ADMIN_MESSAGE, "not-admin");
  };
}
