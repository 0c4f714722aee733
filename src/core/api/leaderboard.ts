import { z } from "zod";
import { DIFFICULTIES } from "../typing/difficulty.ts";
import { readBoard } from "../leaderboard/board-rules.ts";
import { BOARD_TEXT_KINDS } from "../leaderboard/boards.ts";
import {
  LEADERBOARD_DURATIONS,
  LEADERBOARD_PAGE_SIZE,
  type LeaderboardDuration,
} from "../leaderboard/leaderboard.ts";
import { LEADERBOARD_PERIODS } from "../leaderboard/periods.ts";

const durationFilter = z
  .enum(["all", ...LEADERBOARD_DURATIONS.map(String)] as [string, ...string[]])
  .default("all")
  .transform((value) =>
    value === "all" ? ("all" as const) : (Number(value) as LeaderboardDuration),
  )
  .describe("'all', or one of 30, 60, 120, 180, 300, 600 seconds");

const difficultyFilter = z.enum(["all", ...DIFFICULTIES]).default("all");

const toggleFilter = z
  .enum(["true", "false"])
  .default("false")
  .transform((value) => value === "true");

/** The board: the text the results were typed on, today's board (English passages) by default. */
const boardFilters = {
  text: z.enum(BOARD_TEXT_KINDS).default("passages").describe("The kind of text typed"),
  language: z
    .string()
    .max(20)
    .optional()
    .describe(
      "One the text is served in: 'en' for passages and quotes, any of the twelve for words, " +
        "a programming language for code; by default English, or JavaScript for code",
    ),
  punctuation: toggleFilter.describe("Common words with punctuation; only for words"),
  numbers: toggleFilter.describe("Common words with numbers; only for words"),
};

const periodFilter = z
  .enum(LEADERBOARD_PERIODS)
  .default("all")
  .describe("All time, or today's board from 00:00 UTC, or this week's from Monday 00:00 UTC");

/** Refuses a board that does not exist, such as quotes in French or code with punctuation. */
function existingBoard(query: z.infer<z.ZodObject<typeof boardFilters>>, ctx: z.RefinementCtx) {
  const board = readBoard(query);
  if (typeof board === "string")
    ctx.addIssue({ code: "custom", path: ["language"], message: board });
}

export const leaderboardStatsQuerySchema = z
  .strictObject({
    ...boardFilters,
    duration: durationFilter,
    difficulty: difficultyFilter,
    period: periodFilter,
  })
  .superRefine(existingBoard);
export type LeaderboardStatsQuery = z.infer<typeof leaderboardStatsQuerySchema>;

export const leaderboardQuerySchema = z
  .strictObject({
    ...boardFilters,
    duration: durationFilter,
    difficulty: difficultyFilter,
    period: periodFilter,
    page: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(1)
      .describe(`One-based page of ${LEADERBOARD_PAGE_SIZE} rows`),
  })
  .superRefine(existingBoard);

export const leaderboardWinnersQuerySchema = z
  .strictObject({
    ...boardFilters,
    duration: durationFilter,
    difficulty: difficultyFilter,
    period: z
      .enum(["day", "week"])
      .describe("Yesterday's winners (the UTC day before today) or last week's (Monday to Sunday)"),
  })
  .superRefine(existingBoard);
export type LeaderboardWinnersQuery = z.infer<typeof leaderboardWinnersQuerySchema>;

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  resultId: z.number().int().describe("The ranked result, whose replay is /replay/{resultId}"),
  username: z.string().nullable().describe("null shows as 'Anonymous'"),
  wpm: z.number(),
  accuracy: z.number(),
  duration: z.number().int().describe("Seconds"),
  difficulty: z.enum(DIFFICULTIES),
  createdAt: z.string().describe("ISO 8601"),
  board: z.string().describe("The board ranked on, e.g. 'passages:en' or 'words:fr:punctuation'"),
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

export const leaderboardWinnersSchema = z.object({
  periodStart: z.string().describe("The UTC date ('YYYY-MM-DD') the previous day or week began on"),
  rows: z.array(leaderboardRowSchema).describe("Its top three under the filters, fastest first"),
});
export type LeaderboardWinners = z.infer<typeof leaderboardWinnersSchema>;

/** A row of the Following view: its place among the asker's typists, and on the whole board. */
export const followingRowSchema = leaderboardRowSchema.extend({
  rank: z
    .number()
    .int()
    .describe("Place among the asker and the typists they follow, under the filters"),
  globalRank: z
    .number()
    .int()
    .describe("Place on the whole board under the same filters, as GET /api/leaderboard ranks it"),
});
export type FollowingRow = z.infer<typeof followingRowSchema>;

export const followingLeaderboardSchema = leaderboardResponseSchema.extend({
  rows: z.array(followingRowSchema),
  followees: z.number().int().min(0).describe("How many typists the asker follows"),
});
export type FollowingLeaderboard = z.infer<typeof followingLeaderboardSchema>;
