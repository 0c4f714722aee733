import { z } from "zod";
import { timelineSchema } from "./results.ts";

/** A challenge's id: random, as the server issues it. */
export const challengeIdSchema = z
  .string()
  .regex(/^[\w-]{16,64}$/, "must be a challenge id as the server issued it");

/** A stored result's id, in a path or a body. */
const resultIdSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const startChallengeRequestSchema = z.strictObject({
  resultId: resultIdSchema.describe("The signed-in typist's result held for the challenge"),
});

export const issuedChallengeSchema = z.object({
  id: challengeIdSchema,
  framesUrl: z
    .string()
    .describe("Where the challenge's text is drawn in moving dots, for its typist only"),
  words: z.number().int().describe("How many words the image holds"),
  timeLimitSeconds: z
    .number()
    .int()
    .describe("From the first load of the image; a copy sent later cannot pass"),
  requiredWpm: z.number().int().describe("The speed to reach: 75 % of the held result's"),
});
export type IssuedChallenge = z.infer<typeof issuedChallengeSchema>;

export const challengeParamsSchema = z.strictObject({ id: challengeIdSchema });

/** The challenge's text drawn as a picture: the answer is PNG bytes, not JSON. */
export const challengeFramesSchema = z
  .any()
  .describe("application/octet-stream: frames packed as core/typing/challenge-frames.ts says");

/** Far more than twenty words with every slip a typist could make. */
export const MAX_CHALLENGE_TYPED_LENGTH = 1000;

export const challengeAnswerSchema = z.strictObject({
  typedText: z
    .string()
    .max(MAX_CHALLENGE_TYPED_LENGTH)
    .describe("The text as the typist copied it"),
  timeline: timelineSchema.describe(
    "The copy's keystrokes, recorded as a test's, in ms since the first: replayed onto the " +
      "text, and no later than the answer's arrival after the image's load",
  ),
});

export const challengeOutcomeSchema = z.object({
  passed: z.boolean(),
  wpm: z
    .number()
    .int()
    .describe("Correct characters per five, per minute of the keystrokes' own time"),
  accuracy: z.number().int().describe("Percent of the text typed right"),
  requiredWpm: z.number().int(),
  reason: z
    .string()
    .optional()
    .describe("When the keystrokes fail a check a test's would fail, which one"),
  certifiedWpm: z
    .number()
    .int()
    .optional()
    .describe(
      "When passed: results up to this speed (125 % of the copy's and at most of the held " +
        "result's) rank without a challenge for 30 days",
    ),
});
export type ChallengeOutcome = z.infer<typeof challengeOutcomeSchema>;

export const resultParamsSchema = z.strictObject({ id: resultIdSchema });

export const reviewRequestedSchema = z.object({
  resultId: z.number().int(),
  reviewRequestedAt: z.iso.datetime({ offset: true }),
});
export type ReviewRequested = z.infer<typeof reviewRequestedSchema>;
