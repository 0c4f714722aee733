import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getTypistPercentile } from "../../core/api/endpoints/lessons.ts";
import type { Auth } from "../auth/auth.ts";
import { sessionUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { HttpError } from "../http/http-error.ts";
import { typistPercentile } from "./percentile-repository.ts";

/**
 * Where a speed stands among the site's typists (issue 35), for anyone. A signed-in asker may
 * leave the speed out: the server knows their best 60-second speed, compares it and answers it,
 * so the lessons page and the profile ask once. A signed-in asker is left out of the typists
 * compared, as a typist is not compared with themselves; so, like the leaderboard's, the answer
 * is not kept by any cache (the API's no-store).
 */
const NO_SPEED = "Give a speed to compare (wpm), or sign in to compare your own best.";

export const typistPercentileRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth }> = async (
  app,
  { db, auth },
) => {
  app.route({
    ...endpointRoute(getTypistPercentile),
    handler: async (request) => {
      const asker = request.headers.cookie ? await sessionUser(auth, request) : null;
      const { wpm } = request.query;
      if (wpm === undefined && !asker) throw new HttpError(400, NO_SPEED);
      return typistPercentile(db, wpm, asker?.id ?? null);
    },
  });
};
