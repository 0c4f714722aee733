import { z } from "zod";
import { lessonProgressSchema } from "../lessons/lesson-progress.ts";
import { MIN_TYPISTS } from "../lessons/typist-percentile.ts";

/** The fastest speed a percentile is asked for: past any typist's, short of nonsense. */
export const MAX_PERCENTILE_WPM = 400;

/** The account's lesson progress, or null until a device has saved some. */
export const storedLessonProgressSchema = lessonProgressSchema
  .nullable()
  .describe("null until the account has saved lesson progress");

/**
 * The speed to compare, as a plain decimal: 72 or 72.5, not '', '1e2' or ' 72', which a
 * number coercion would take. Optional for a signed-in asker, whose own best is compared then.
 */
export const typistPercentileQuerySchema = z.strictObject({
  wpm: z
    .string()
    .max(12)
    .regex(/^\d+(\.\d+)?$/, "must be a number of WPM, such as 72 or 72.5")
    .transform(Number)
    .pipe(z.number().max(MAX_PERCENTILE_WPM))
    .optional()
    .describe(
      `A best 60-second speed in WPM, from 0 to ${MAX_PERCENTILE_WPM}; left out, a signed-in ` +
        "asker's own best is compared",
    ),
});
export type TypistPercentileQuery = z.input<typeof typistPercentileQuerySchema>;

export const typistPercentileSchema = z.object({
  best: z
    .number()
    .nullable()
    .describe(
      "The signed-in asker's own best ranked 60-second speed on English passages, over the " +
        "difficulties; null signed out or before they have one",
    ),
  percent: z
    .number()
    .int()
    .min(0)
    .max(100)
    .nullable()
    .describe(
      "The share of the typists compared whose best is strictly below wpm (or, without it, " +
        "below the asker's best), in whole percent rounded down; null when fewer than " +
        `${MIN_TYPISTS} typists can be compared, or when there is no speed to compare`,
    ),
  typists: z
    .number()
    .int()
    .min(0)
    .describe("The typists compared: those with a ranked 60-second result, the asker left out"),
});
export type TypistPercentile = z.infer<typeof typistPercentileSchema>;
