import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../core/api/error.ts";
import {
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  leaderboardStatsQuerySchema,
  leaderboardStatsSchema,
} from "../../core/api/leaderboard.ts";
import { LEADERBOARD_PAGE_SIZE } from "../../core/leaderboard/leaderboard.ts";
import type { Database } from "../db/client.ts";
import { leaderboardLastPage, leaderboardPage, leaderboardStats } from "./repository.ts";

export const leaderboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/leaderboard",
    {
      schema: {
        tags: ["leaderboard"],
        summary: "A page of the global rankings of timed tests",
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { page, ...filters } = request.query;
      const { rows, hasNextPage } = await leaderboardPage(db, filters, page);
      const past = rows.length === 0 && page > 1;
      const lastPage = past ? await leaderboardLastPage(db, filters) : undefined;
      return { page, pageSize: LEADERBOARD_PAGE_SIZE, rows, hasNextPage, lastPage };
    },
  );

  app.get(
    "/leaderboard/stats",
    {
      schema: {
        tags: ["leaderboard"],
        summary: "Totals over every timed result matching the filters",
        querystring: leaderboardStatsQuerySchema,
        response: { 200: leaderboardStatsSchema, 400: apiErrorSchema },
      },
    },
    (request) => leaderboardStats(db, request.query),
  );
};
