import { z } from "zod";
import { FOLLOW_LIMIT } from "../account/follows.ts";
import { bestResultSchema } from "./insight.ts";

const count = z.number().int().min(0);

/** Who follows a typist and whom they follow, as their public profile shows it. */
export const followFiguresSchema = z.object({
  followers: count.describe("Typists who follow them"),
  following: count.describe("Typists they follow"),
  viewerFollows: z
    .boolean()
    .describe("Whether the one asking follows them; false when signed out or for their own"),
});

/** One typist the asker follows, with their newest ranked best. */
export const followedTypistSchema = z.object({
  username: z.string().describe("As the typist writes it; their profile is /u/{username}"),
  followedAt: z.iso.datetime({ offset: true }),
  isPublic: z
    .boolean()
    .describe("false: their profile is private or closed, and nothing more of them is shown"),
  best: bestResultSchema
    .nullable()
    .describe(
      "Their newest personal best on the leaderboard: the latest of their ranked bests per " +
        "board, duration and difficulty; null before one, or when isPublic is false",
    ),
});
export type FollowedTypist = z.infer<typeof followedTypistSchema>;

export const followingListSchema = z.object({
  typists: z
    .array(followedTypistSchema)
    .describe("Everyone the typist follows: newest best first, then those without one"),
  limit: count.describe(`How many typists one may follow (${FOLLOW_LIMIT})`),
});
export type FollowingList = z.infer<typeof followingListSchema>;
