import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getHistory, getInsight, getResultDetail } from "../../core/api/endpoints/results.ts";
import type { Auth } from "../auth/auth.ts";
import { requireUser, signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
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

  app.route({
    ...endpointRoute(getResultDetail),
    handler: async (request) => {
      const user = signedInUser(request);
      const detail = await findResultDetail(db, user.id, request.params.id);
      // Another typist's result is answered as an unknown one: ids say nothing of others.
      if (!detail) throw new HttpError(404, "You have no result with this id.", "no-result");
      return detail;
    },
  });

  app.route({
    ...endpointRoute(getHistory),
    handler: async (request) => historyPage(db, signedInUser(request).id, request.query),
  });

  app.route({
    ...endpointRoute(getInsight),
    handler: async (request) => typistInsight(db, signedInUser(request).id, now()),
  });
};
