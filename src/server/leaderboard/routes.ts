import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getLeaderboard, getLeaderboardStats } from "../../core/api/endpoints/leaderboard.ts";
import { getLeaderboardWinners } from "../../core/api/endpoints/leaderboard-winners.ts";
import type { LeaderboardStatsQuery } from "../../core/api/leaderboard.ts";
import { readBoard } from "../../core/leaderboard/board-rules.ts";
import {
  LEADERBOARD_PAGE_SIZE,
  type LeaderboardFilters,
} from "../../core/leaderboard/leaderboard.ts";
import {
  periodStart,
  previousPeriodStart,
  type ResettingPeriod,
} from "../../core/leaderboard/periods.ts";
import type { Reader } from "../db/read-routing.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import {
  type PeriodKey,
  periodLastPage,
  periodPage,
  periodStats,
  periodWinners,
} from "./period-repository.ts";
import { leaderboardLastPage, leaderboardPage, leaderboardStats } from "./repository.ts";

/** The filters of a query its schema accepted, so on a board that exists. */
export function leaderboardFilters({
  duration,
  difficulty,
  period,
  ...choice
}: LeaderboardStatsQuery): LeaderboardFilters {
  const board = readBoard(choice);
  if (typeof board === "string") throw new Error(board);
  return { board, duration, difficulty, period };
}

/** Read-only boards: every query goes where `reads` sends the request (read-routing.ts). */
export const leaderboardRoutes: FastifyPluginAsyncZod<{
  reads: Reader;
  now: () => number;
}> = async (app, { reads, now }) => {
  // The day or week current by the server's clock, so that every board resets at once.
  const current = (period: ResettingPeriod): PeriodKey => ({
    period,
    start: periodStart(period, now()),
  });

  app.route({
    ...endpointRoute(getLeaderboard),
    handler: async (request) => {
      const db = reads(request);
      const { page, ...query } = request.query;
      const filters = leaderboardFilters(query);
      const key = filters.period === "all" ? null : current(filters.period);
      const { rows, hasNextPage } = key
        ? await periodPage(db, key, filters, page)
        : await leaderboardPage(db, filters, page);
      const past = rows.length === 0 && page > 1;
      const lastPage = !past
        ? undefined
        : key
          ? await periodLastPage(db, key, filters)
          : await leaderboardLastPage(db, filters);
      return { page, pageSize: LEADERBOARD_PAGE_SIZE, rows, hasNextPage, lastPage };
    },
  });

  app.route({
    ...endpointRoute(getLeaderboardStats),
    handler: (request) => {
      const db = reads(request);
      const filters = leaderboardFilters(request.query);
      return filters.period === "all"
        ? leaderboardStats(db, filters)
        : periodStats(db, current(filters.period), filters);
    },
  });

  app.route({
    ...endpointRoute(getLeaderboardWinners),
    handler: async (request) => {
      const { period } = request.query;
      const key = { period, start: previousPeriodStart(period, now()) };
      const rows = await periodWinners(reads(request), key, leaderboardFilters(request.query));
      return { periodStart: key.start, rows };
    },
  });
};
