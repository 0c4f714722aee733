import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getLeaderboard, getLeaderboardStats } from "../../core/api/endpoints/leaderboard.ts";
import type { LeaderboardStatsQuery } from "../../core/api/leaderboard.ts";
import { readBoard } from "../../core/leaderboard/board-rules.ts";
import {
  LEADERBOARD_PAGE_SIZE,
  type LeaderboardFilters,
} from "../../core/leaderboard/leaderboard.ts";
import type { Database } from "../db/client.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { leaderboardLastPage, leaderboardPage, leaderboardStats } from "./repository.ts";

/** The filters of a query its schema accepted, so on a board that exists. */
function leaderboardFilters({
  duration,
  difficulty,
  ...choice
}: LeaderboardStatsQuery): LeaderboardFilters {
  const board = readBoard(choice);
  if (typeof board === "string") throw new Error(board);
  return { board, duration, difficulty };
}

export const leaderboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(getLeaderboard),
    handler: async (request) => {
      const { page, ...query } = request.query;
      const filters = leaderboardFilters(query);
      const { rows, hasNextPage } = await leaderboardPage(db, filters, page);
      const past = rows.length === 0 && page > 1;
      const lastPage = past ? await leaderboardLastPage(db, filters) : undefined;
      return { page, pageSize: LEADERBOARD_PAGE_SIZE, rows, hasNextPage, lastPage };
    },
  });

  app.route({
    ...endpointRoute(getLeaderboardStats),
    handler: (request) => leaderboardStats(db, leaderboardFilters(request.query)),
  });
};
