import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getFollowingLeaderboard } from "../../core/api/endpoints/leaderboard-following.ts";
import { LEADERBOARD_PAGE_SIZE } from "../../core/leaderboard/leaderboard.ts";
import { periodStart } from "../../core/leaderboard/periods.ts";
import type { Auth } from "../auth/auth.ts";
import { requireUser, signedInUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { followeeCount, followingLastPage, followingPage } from "./following-repository.ts";
import { leaderboardFilters } from "./routes.ts";

/** issue 36's Following view of the rankings, for a signed-in typist. */
export const followingLeaderboardRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  now: () => number;
}> = async (app, { db, auth, now }) => {
  // After validation: a malformed query is a 400 whoever sends it.
  app.addHook("preHandler", requireUser(auth));

  app.route({
    ...endpointRoute(getFollowingLeaderboard),
    handler: async (request) => {
      const { page, ...query } = request.query;
      const userId = signedInUser(request).id;
      const filters = leaderboardFilters(query);
      // The day or week current by the server's clock, as on the whole board.
      const key =
        filters.period === "all"
          ? null
          : { period: filters.period, start: periodStart(filters.period, now()) };
      const { rows, hasNextPage } = await followingPage(db, userId, filters, key, page);
      const lastPage =
        rows.length === 0 && page > 1
          ? await followingLastPage(db, userId, filters, key)
          : undefined;
      return {
        page,
        pageSize: LEADERBOARD_PAGE_SIZE,
        rows,
        hasNextPage,
        lastPage,
        followees: await followeeCount(db, userId),
      };
    },
  });
};
