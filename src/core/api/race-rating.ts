import { z } from "zod";

/** How many rated races a profile's rating history lists, newest first. */
export const RATING_HISTORY_LENGTH = 20;

/** A typist's rating from ranked races (product 'Ranked races'), as their profiles show it. */
export const raceRatingViewSchema = z.object({
  rating: z
    .object({
      rating: z.number().describe("Glicko-2 rating; a new typist starts at 1500"),
      rd: z
        .number()
        .describe("Rating deviation: the true rating is within ± 2 RD 95 % of the time"),
      volatility: z.number(),
      provisional: z.boolean().describe("The deviation is still high: too few rated races"),
      racesRated: z.number().int().min(0),
      updatedAt: z.iso.datetime({ offset: true }),
    })
    .nullable()
    .describe("Null until the typist's first rated race"),
  history: z
    .array(
      z.object({
        raceId: z.string(),
        ratedAt: z.iso.datetime({ offset: true }),
        before: z.number().describe("The rating before the race"),
        after: z.number().describe("The rating after it"),
        rd: z.number().describe("The rating deviation after it"),
      }),
    )
    .describe(`The last ${RATING_HISTORY_LENGTH} rated races, newest first`),
});
export type RaceRatingView = z.infer<typeof raceRatingViewSchema>;
