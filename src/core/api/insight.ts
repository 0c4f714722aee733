import { z } from "zod";
import { difficultySchema } from "./difficulty.ts";
import { savedResultSchema } from "./results.ts";

const count = z.number().int().min(0);

/** src/core/insight/key-stats.ts KeyStat. */
const keyStatSchema = z
  .tuple([count, count, count, z.number().min(0)])
  .describe("[keystrokes, wrong ones, timed ones, their total ms]");

/** src/core/insight/key-stats.ts KeyStats. */
export const keyStatsSchema = z
  .object({
    keys: z.record(z.string(), keyStatSchema).describe("By key: 'a', 'space', 'enter' …"),
    bigrams: z.record(z.string(), keyStatSchema).describe("By the two characters: 'th', 'e ' …"),
  })
  .describe("Per-key and per-bigram figures, keyed by the passage's characters lower-cased");

/** src/core/insight/result-figures.ts ResultFigures. */
export const resultFiguresSchema = z.object({
  rawWpm: count.describe("Every character typed, wrong and extra ones included, / 5 per minute"),
  netWpm: count.describe("Raw speed less the wrong and extra characters left, per minute"),
  keystrokeAccuracy: z.number().describe("Right keystrokes of all, corrected ones included, %"),
  consistency: z.number().nullable().describe("How even the speed was second by second, %"),
  timeMs: count,
  characters: z.object({
    correct: count,
    incorrect: count,
    extra: count,
    missed: count,
    corrected: count,
  }),
});

/** src/core/insight/mistake-context.ts MistakeInWord. */
export const mistakeInWordSchema = z.object({
  position: count.describe("The mistake's index in the passage"),
  typed: z.string(),
  expected: z.string(),
  word: z.string().describe("The passage's word it fell in; at a space, the words either side"),
  start: count.describe("Where the word starts in the passage"),
  index: count.describe("The mistake's index in the word"),
  typedWord: z.string().describe("What was typed over the word's span"),
});

/** src/core/insight/speed-series.ts SpeedSample. */
export const speedSampleSchema = z.object({
  time: count.describe("Whole seconds since the start"),
  raw: count.describe("Raw speed within this second"),
  net: count.describe("Net speed over the test so far"),
  errors: count.describe("Wrong characters typed in this second"),
});

/** One of the typist's own results in full, for the results view (issue 15). */
export const resultDetailSchema = z.object({
  result: savedResultSchema,
  figures: resultFiguresSchema
    .nullable()
    .describe("Null for a result saved before keystrokes were kept"),
  mistakes: z.array(mistakeInWordSchema),
  speed: z.array(speedSampleSchema).describe("Empty when no keystrokes were kept"),
  keyStats: keyStatsSchema.nullable(),
  hasReplay: z.boolean().describe("Whether GET /api/results/{id}/replay has its keystrokes"),
  reviewRequestedAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe("When the typist asked a moderator to review the result; null when they did not"),
});
export type ResultDetail = z.infer<typeof resultDetailSchema>;

/** src/core/insight/key-ranking.ts RankedKey. */
const rankedKeySchema = z.object({
  key: z.string(),
  hits: count,
  errors: count,
  errorRate: z.number().describe("errors / hits, %"),
  meanMs: count.nullable().describe("Mean time of its timed keystrokes; null when none was"),
});

/** src/core/insight/key-ranking.ts KeyRanking. */
export const keyRankingSchema = z.object({
  slowestKeys: z.array(rankedKeySchema),
  errorKeys: z.array(rankedKeySchema),
  slowestBigrams: z.array(rankedKeySchema),
  errorBigrams: z.array(rankedKeySchema),
});

export const bestResultSchema = z.object({
  board: z
    .string()
    .describe("The board it counts on, as the leaderboard names it: 'passages:en', 'code:python'…"),
  mode: z.string(),
  difficulty: difficultySchema,
  wpm: z.number(),
  accuracy: z.number().describe("The best result's accuracy, %"),
  resultId: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** The typist's summary (issue 15). */
export const insightSchema = z.object({
  personalBests: z
    .array(bestResultSchema)
    .describe(
      "The fastest test of each board, mode and difficulty typed, the earliest of equals: " +
        "each text, language and choice of toggles keeps its bests apart; results a moderator " +
        "removed, practice runs and races do not count",
    ),
  latestBoard: z
    .string()
    .nullable()
    .describe("The board of the typist's newest test that counts; null before one"),
  totals: z.object({
    tests: count.describe("Every test saved; practice runs and races are not tests"),
    secondsTyped: count.describe("The scored time of tests and practice, in whole seconds"),
  }),
  imported: z
    .object({
      tests: count.describe("Results imported from other sites"),
      secondsTyped: count.describe("Their time, in whole seconds"),
    })
    .describe(
      "Results imported from Monkeytype or keybr.com, counted apart: they are in none of the " +
        "other figures here (bests, totals, streak, key figures)",
    ),
  races: z
    .object({
      run: count.describe("Races the typist was in to their end"),
      wins: count.describe("Races they placed first in"),
      podiums: count.describe("Races they placed in the first three"),
      bestWpm: z.number().nullable().describe("Their fastest race; null before a placed one"),
    })
    .describe("The typist's races, kept apart from their tests: a race's speed includes reaction"),
  streak: z.object({
    days: count.describe("Consecutive UTC days with a test, ending today or yesterday"),
    lastDay: z.iso.date().nullable(),
  }),
  keyStats: keyStatsSchema.describe(
    "Every result's key figures added up, from when they were kept",
  ),
  keyRanking: keyRankingSchema.describe("The slowest and most error-prone of them"),
});
export type Insight = z.infer<typeof insightSchema>;
