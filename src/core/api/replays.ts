import { z } from "zod";
import { REASON_MAX_LENGTH, REASON_MESSAGES, REASON_MIN_LENGTH } from "../moderation/reason.ts";
import { TEXT_KINDS } from "../texts/text-choice.ts";
import { savedResultSchema } from "./results.ts";

export const resultIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe("The result's id"),
});

/** A reason as a person writes it; surrounding spaces do not count towards its length. */
export const reasonSchema = z
  .string()
  .trim()
  .min(REASON_MIN_LENGTH, REASON_MESSAGES.tooShort)
  .max(REASON_MAX_LENGTH, REASON_MESSAGES.tooLong);

/** A stored timeline as a replay reads it (src/core/typing/recorded-timeline.ts, version 2). */
const replayTimelineSchema = z.object({
  version: z.literal(2),
  edits: z.array(z.tuple([z.number(), z.number(), z.number(), z.string(), z.number().optional()])),
  keys: z.array(z.tuple([z.number(), z.number().nullable(), z.string(), z.string()])),
});

export const replaySchema = z.object({
  result: savedResultSchema.omit({ rawText: true, typedText: true }),
  username: z.string().nullable().describe("null shows as 'Anonymous'"),
  passage: z.string().describe("The text as the typist was shown it"),
  text: z
    .object({
      kind: z.enum(TEXT_KINDS),
      language: z.string().describe("The text's language; for code, its programming language"),
    })
    .describe(
      "The text's kind and language: its direction, and for code, that a line break brings the next line's indentation",
    ),
  timeline: replayTimelineSchema,
  ranked: z.boolean().describe("Whether the result is on the leaderboard"),
  moderation: z
    .object({ userId: z.string(), rankable: z.boolean(), banned: z.boolean() })
    .nullable()
    .describe("What a moderator needs to act on the result; null for everyone else"),
});
export type ReplayResponse = z.infer<typeof replaySchema>;

export const reportRequestSchema = z.strictObject({ reason: reasonSchema });

export const reportResponseSchema = z.object({ reported: z.literal(true) });
