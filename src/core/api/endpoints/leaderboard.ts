import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";
import {
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  leaderboardStatsQuerySchema,
  leaderboardStatsSchema,
} from "../leaderboard.ts";

export const getLeaderboard = endpoint({
  method: "GET",
  path: "/api/leaderboard",
  tags: ["leaderboard"],
  summary: "A page of the global rankings of timed tests",
  query: leaderboardQuerySchema,
  responses: { 200: leaderboardResponseSchema, 400: apiErrorSchema },
});

export const getLeaderboardStats = endpoint({
  method: "GET",
  path: "/api/leaderboard/stats",
  tags: ["leaderboard"],
  summary: "Totals over every timed result matching the filters",
  query: leaderboardStatsQuerySchema,
  responses: { 200: leaderboardStatsSchema, 400: apiErrorSchema },
});
