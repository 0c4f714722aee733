import { z } from "zod";
import { CUSTOM_LENGTH_BOUNDS, parseCustomLengthName } from "../typing/custom-length.ts";
import { difficultySchema } from "./difficulty.ts";
import { MAX_EXCLUDED_PASSAGES, passageResponseSchema, passageSchema } from "./passages.ts";
import { RESULT_MODES } from "./results.ts";
import { testTokenSchema } from "./test-token.ts";
import { textChoiceSchema } from "./text-choice.ts";

/** A timed test never needs more passages than this, even at world-record speed for 10 min. */
export const MAX_TEST_PASSAGES = 60;

const excludeSchema = z
  .array(z.number().int().min(-1_000_000_000).max(1_000_000_000))
  .max(MAX_EXCLUDED_PASSAGES)
  .optional()
  .describe("Ids this browser was already served for the difficulty; they are not repeated");

const { seconds, characters } = CUSTOM_LENGTH_BOUNDS;

/** A custom length's name ('custom 45 seconds'): its text is served as a test's is. */
const customLengthModeSchema = z
  .string()
  .regex(/^custom \d+ (seconds|characters)$/)
  .refine((mode) => parseCustomLengthName(mode) !== null, {
    message: `must be ${seconds.min} to ${seconds.max} seconds or ${characters.min} to ${characters.max} characters`,
  });

export const startTestRequestSchema = z.strictObject({
  mode: z
    .union([z.enum(RESULT_MODES), customLengthModeSchema])
    .describe(
      "'30-seconds' … '10-minute', '{N} Characters', '{N} Words', or a custom length, 'custom {N} seconds' or 'custom {N} characters', whose result is saved as practice is",
    ),
  difficulty: difficultySchema,
  exclude: excludeSchema,
  text: textChoiceSchema.optional(),
});
export type StartTestRequest = z.input<typeof startTestRequestSchema>;

export const continueTestRequestSchema = z.strictObject({
  token: testTokenSchema,
  exclude: excludeSchema,
});

/** A passage to type and the token that proves the server served it. */
export const issuedTestSchema = passageResponseSchema.extend({
  passages: z
    .array(passageSchema)
    .min(1)
    .describe(
      "Every passage served by this call, in order; `passage` is the first. A character test " +
        "is built from several distinct passages, a timed test gets one per call",
    ),
  token: testTokenSchema,
});
export type IssuedTest = z.infer<typeof issuedTestSchema>;
