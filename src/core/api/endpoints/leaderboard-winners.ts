import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";
import { leaderboardWinnersQuerySchema, leaderboardWinnersSchema } from "../leaderboard.ts";

// A module of its own: only the day's and week's boards, loaded lazily, ask for it, and the
// rankings' first load keeps the list's and summary's descriptors alone.
export const getLeaderboardWinners = endpoint({
  method: "GET",
  path: "/api/leaderboard/winners",
  tags: ["leaderboard"],
  summary: "The top three of the previous day or week under the filters",
  query: leaderboardWinnersQuerySchema,
  responses: { 200: leaderboardWinnersSchema, 400: apiErrorSchema },
});
