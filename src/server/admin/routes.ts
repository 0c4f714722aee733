import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  getModerationLog,
  getReviewQueue,
  postBan,
  postRank,
  postUnrank,
} from "../../core/api/endpoints/admin.ts";
import type { Auth } from "../auth/auth.ts";
import { signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { HttpError } from "../http/http-error.ts";
import {
  type ActionOutcome,
  banUser,
  listModerationLog,
  reviewQueue,
  setRanked,
} from "./repository.ts";
import { requireAdmin } from "./require-admin.ts";

export interface AdminRouteOptions {
  db: Database;
  auth: Auth;
  now: () => number;
}

function done(outcome: ActionOutcome) {
  if (!outcome.done) throw new HttpError(outcome.status, outcome.message, outcome.code);
  return { entry: outcome.entry };
}

/** The moderators' area: results to review, rank, unrank and ban, and the log of all three. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (
  app,
  { db, auth, now },
) => {
  app.addHook("onRequest", requireAdmin(auth, db));
  const moderator = (request: Parameters<typeof signedInUser>[0]) => {
    const user = signedInUser(request);
    return { id: user.id, username: user.displayUsername || user.username };
  };

  app.route({
    ...endpointRoute(getReviewQueue),
    handler: async (request) => ({ results: await reviewQueue(db, request.query.kind) }),
  });

  app.route({
    ...endpointRoute(postRank),
    handler: async (request) =>
      done(
        await setRanked(db, true, {
          moderator: moderator(request),
          resultId: request.params.id,
          reason: request.body.reason,
          at: now(),
        }),
      ),
  });

  app.route({
    ...endpointRoute(postUnrank),
    handler: async (request) =>
      done(
        await setRanked(db, false, {
          moderator: moderator(request),
          resultId: request.params.id,
          reason: request.body.reason,
          at: now(),
        }),
      ),
  });

  app.route({
    ...endpointRoute(postBan),
    handler: async (request) =>
      done(
        await banUser(db, {
          moderator: moderator(request),
          userId: request.params.id,
          reason: request.body.reason,
          at: now(),
        }),
      ),
  });

  app.route({
    ...endpointRoute(getModerationLog),
    handler: async () => ({ entries: await listModerationLog(db) }),
  });
};
