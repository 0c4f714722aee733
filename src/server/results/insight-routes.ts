import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../core/api/error.ts";
import { insightSchema, resultDetailSchema } from "../../core/api/insight.ts";
import { resultIdParamsSchema } from "../../core/api/replays.ts";
import { historyPageSchema, historyQuerySchema } from "../../core/api/results.ts";
import type { Auth } from "../auth/auth.ts";
import { requireUser, signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import { historyPage } from "./history.ts";
import { typistInsight } from "./insight.ts";
import { findResultDetail } from "./result-detail.ts";

export interface InsightRouteOptions {
  db: Database;
  auth: Auth;
  /** Milliseconds since the epoch: the day a streak runs to. */
  now: () => number;
}

/** The signed-in typist's own results explained: one in full, their history and summary (issue 15). */
export const insightRoutes: FastifyPluginAsyncZod<InsightRouteOptions> = async (
  app,
  { db, auth, now },
) => {
  app.addHook("onRequest", requireUser(auth));

  app.get(
    "/me/results/:id",
    {
      schema: {
        tags: ["results"],
        summary:
          "One of the signed-in user's results in full, for the results view: its figures, " +
          "mistakes in their words, speed second by second and key figures",
        params: resultIdParamsSchema,
        response: {
          200: resultDetailSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const detail = await findResultDetail(db, user.id, request.params.id);
      // Another typist's result is answered as an unknown one: ids say nothing of others.
      if (!detail) throw new HttpError(404, "You have no result with this id.", "no-result");
      return detail;
    },
  );

  app.get(
    "/me/history",
    {
      schema: {
        tags: ["results"],
        summary:
          "The signed-in user's results a page at a time, newest first, by mode, difficulty, " +
          "kind and UTC days, with how many match",
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => historyPage(db, signedInUser(request).id, request.query),
  );

  app.get(
    "/me/insight",
    {
      schema: {
        tags: ["results"],
        summary:
          "The signed-in user's summary: personal bests by mode and difficulty, totals, " +
          "current streak of UTC days, and key figures with the weakest keys",
        response: { 200: insightSchema, 401: apiErrorSchema },
      },
    },
    async (request) => typistInsight(db, signedInUser(request).id, now()),
  );
};
