import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  moderationActionRequestSchema,
  moderationDoneSchema,
  moderationLogSchema,
  reviewListSchema,
  reviewQuerySchema,
  userIdParamsSchema,
} from "../../core/api/admin.ts";
import { apiErrorSchema } from "../../core/api/error.ts";
import { resultIdParamsSchema } from "../../core/api/replays.ts";
import type { Auth } from "../auth/auth.ts";
import { signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
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

const refusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

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

  app.get(
    "/admin/results",
    {
      schema: {
        tags: ["admin"],
        summary: "Results to review: flagged, held for the speed challenge, or reported",
        querystring: reviewQuerySchema,
        response: {
          200: reviewListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => ({ results: await reviewQueue(db, request.query.kind) }),
  );

  app.post(
    "/admin/results/:id/rank",
    {
      schema: {
        tags: ["admin"],
        summary: "Rank a result (verification becomes verified), with a reason for the log",
        params: resultIdParamsSchema,
        body: moderationActionRequestSchema,
        response: { 200: moderationDoneSchema, ...refusals },
      },
    },
    async (request) =>
      done(
        await setRanked(db, true, {
          moderator: moderator(request),
          resultId: request.params.id,
          reason: request.body.reason,
          at: now(),
        }),
      ),
  );

  app.post(
    "/admin/results/:id/unrank",
    {
      schema: {
        tags: ["admin"],
        summary: "Take a result off the leaderboard (verification becomes removed)",
        params: resultIdParamsSchema,
        body: moderationActionRequestSchema,
        response: { 200: moderationDoneSchema, ...refusals },
      },
    },
    async (request) =>
      done(
        await setRanked(db, false, {
          moderator: moderator(request),
          resultId: request.params.id,
          reason: request.body.reason,
          at: now(),
        }),
      ),
  );

  app.post(
    "/admin/users/:id/ban",
    {
      schema: {
        tags: ["admin"],
        summary: "Ban a typist: all their results leave the leaderboard and no new one is saved",
        params: userIdParamsSchema,
        body: moderationActionRequestSchema,
        response: { 200: moderationDoneSchema, ...refusals },
      },
    },
    async (request) =>
      done(
        await banUser(db, {
          moderator: moderator(request),
          userId: request.params.id,
          reason: request.body.reason,
          at: now(),
        }),
      ),
  );

  app.get(
    "/admin/log",
    {
      schema: {
        tags: ["admin"],
        summary: "Every moderator action, newest first: who, what, target, reason and when",
        response: { 200: moderationLogSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ entries: await listModerationLog(db) }),
  );
};
