import { z } from "zod";
import {
  BIO_MAX_LENGTH,
  KEYBOARD_MAX_LENGTH,
  PUBLIC_PROFILE_MESSAGES,
  profileTextProblem,
} from "../account/public-profile-fields.ts";
import { difficultySchema } from "./difficulty.ts";
import { followFiguresSchema } from "./follows.ts";
import { bestResultSchema, insightSchema } from "./insight.ts";

const count = z.number().int().min(0);

export const profileParamsSchema = z.strictObject({
  username: z.string().min(1).max(100).describe("The typist's username, in any letter case"),
});

const profileText = (max: number, tooLong: string) =>
  z
    .string()
    .max(max * 4, tooLong)
    .trim()
    .superRefine((text, context) => {
      const problem = profileTextProblem(text, max, tooLong);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });

/** What the typist sets of their public profile from their account (/profile). */
export const profileFieldsSchema = z.strictObject({
  bio: profileText(BIO_MAX_LENGTH, PUBLIC_PROFILE_MESSAGES.bioTooLong).describe(
    `Plain text on one line, at most ${BIO_MAX_LENGTH} characters once trimmed; empty for none`,
  ),
  keyboard: profileText(KEYBOARD_MAX_LENGTH, PUBLIC_PROFILE_MESSAGES.keyboardTooLong).describe(
    `The keyboard they type on, at most ${KEYBOARD_MAX_LENGTH} characters; empty for none`,
  ),
  profilePrivate: z
    .boolean()
    .describe("true: /u/{username} answers 404 to everyone but the typist"),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/** The same fields as the server answers them, already checked. */
export const profileFieldsViewSchema = z.object({
  bio: z.string(),
  keyboard: z.string(),
  profilePrivate: z.boolean(),
});

const recentResultSchema = z.object({
  id: z.number().int(),
  wpm: z.number(),
  accuracy: z.number().describe("%"),
  mode: z.string(),
  difficulty: difficultySchema,
  createdAt: z.iso.datetime({ offset: true }),
  hasReplay: z.boolean().describe("Whether /replay/{id} plays its keystrokes"),
});

/** A typist's public profile (/u/:username, issue 36). */
export const publicProfileSchema = z.object({
  username: z.string().describe("As the typist writes it"),
  joinedAt: z.iso.datetime({ offset: true }),
  bio: z.string(),
  keyboard: z.string(),
  totals: insightSchema.shape.totals,
  personalBests: z
    .array(bestResultSchema.extend({ resultId: z.number().int().nullable() }))
    .describe(
      "As the typist's own summary counts them; resultId is null when their results are private",
    ),
  activity: z
    .array(z.object({ day: z.iso.date(), tests: count }))
    .describe("UTC days with at least one test or practice run in the last year, oldest first"),
  recentResults: z
    .array(recentResultSchema)
    .describe("The newest ranked tests; empty when the typist keeps their results private"),
  resultsPrivate: z.boolean().describe("Whether the typist keeps their results' pages private"),
  races: insightSchema.shape.races.extend({
    recentAverageWpm: z
      .number()
      .nullable()
      .describe("Mean speed of their last 10 placed races; null before one"),
  }),
  follows: followFiguresSchema,
  mine: z.boolean().describe("The one asking is this typist"),
  isPublic: z
    .boolean()
    .describe("false only on the typist's own view of a profile they keep private"),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
