import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";
import { followingLeaderboardSchema, leaderboardQuerySchema } from "../leaderboard.ts";

// A module of its own: only the Following view, loaded lazily, asks for it, and the rankings'
// first load keeps the list's and summary's descriptors alone.
export const getFollowingLeaderboard = endpoint({
  method: "GET",
  path: "/api/leaderboard/following",
  tags: ["leaderboard", "friends"],
  summary:
    "A page of the rankings of the signed-in typist and the typists they follow, under the " +
    "same filters and rules, with each row's place on the whole board",
  query: leaderboardQuerySchema,
  responses: {
    200: followingLeaderboardSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
  },
});
