import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getTypistPercentile } from "../../core/api/endpoints/lessons.ts";
import type { Auth } from "../auth/auth.ts";
import { sessionUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { typistPercentile } from "./percentile-repository.ts";

/**
 * Where a speed stands among the site's typists (issue 35), for anyone: the lessons page asks
 * with the typist's best 60-second speed. A signed-in asker is left out of the typists compared,
 * as a typist is not compared with themselves; so, like the leaderboard's, the answer is not
 * kept by any cache (the API's no-store).
 */
export const typistPercentileRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth }> = async (
  app,
  { db, auth },
) => {
  app.route({
    ...endpointRoute(getTypistPercentile),
    handler: async (request) => {
      const asker = request.headers.cookie ? await sessionUser(auth, request) : null;
      return typistPercentile(db, request.query.wpm, asker?.id ?? null);
    },
  });
};
