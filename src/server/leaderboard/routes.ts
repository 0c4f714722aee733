import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getLeaderboard, getLeaderboardStats } from "../../core/api/endpoints/leaderboard.ts";
import { LEADERBOARD_PAGE_SIZE } from "../../core/leaderboard/leaderboard.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { leaderboardLastPage, leaderboardPage, leaderboardStats } from "./repository.ts";

export const leaderboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(getLeaderboard),
    handler: async (request) => {
      const { page, ...filters } = request.query;
      const { rows, hasNextPage } = await leaderboardPage(db, filters, page);
      const past = rows.length === 0 && page > 1;
      const lastPage = past ? await leaderboardLastPage(db, filters) : undefined;
      return { page, pageSize: LEADERBOARD_PAGE_SIZE, rows, hasNextPage, lastPage };
    },
  });

  app.route({
    ...endpointRoute(getLeaderboardStats),
    handler: (request) => leaderboardStats(db, request.query),
  });
};
