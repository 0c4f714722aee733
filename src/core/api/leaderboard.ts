import { z } from "zod";
import { DIFFICULTIES } from "../typing/difficulty.ts";
import {
  LEADERBOARD_DURATIONS,
  LEADERBOARD_PAGE_SIZE,
  type LeaderboardDuration,
} from "../leaderboard/leaderboard.ts";

const durationFilter = z
  .enum(["all", ...LEADERBOARD_DURATIONS.map(String)] as [string, ...string[]])
  .default("all")
  .transform((value) =>
    value === "all" ? ("all" as const) : (Number(value) as LeaderboardDuration),
  )
  .describe("'all', or one of 30, 60, 120, 180, 300, 600 seconds");

const difficultyFilter = z.enum(["all", ...DIFFICULTIES]).default("all");

export const leaderboardStatsQuerySchema = z.strictObject({
  duration: durationFilter,
  difficulty: difficultyFilter,
});

export const leaderboardQuerySchema = z.strictObject({
  duration: durationFilter,
  difficulty: difficultyFilter,
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(1)
    .describe(`One-based page of ${LEADERBOARD_PAGE_SIZE} rows`),
});

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  resultId: z.number().int().describe("The ranked result, whose replay is /replay/{resultId}"),
  username: z.string().nullable().describe("null shows as 'Anonymous'"),
  wpm: z.number(),
  accuracy: z.number(),
  duration: z.number().int().describe("Seconds"),
  difficulty: z.enum(DIFFICULTIES),
  createdAt: z.string().describe("ISO 8601"),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardResponseSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  rows: z.array(leaderboardRowSchema),
  hasNextPage: z.boolean(),
  lastPage: z
    .number()
    .int()
    .optional()
    .describe("Only on a page past the end: the last page that has rows, or 1 when none has"),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

export const leaderboardStatsSchema = z.object({
  totalTests: z.number().int(),
  averageWpm: z.number(),
  highestWpm: z.number(),
  averageAccuracy: z.number(),
});
export type LeaderboardStats = z.infer<typeof leaderboardStatsSchema>;
