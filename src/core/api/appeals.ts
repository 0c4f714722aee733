import { z } from "zod";
import { APPEAL_MESSAGE_MAX_LENGTH, APPEAL_MESSAGE_TOO_LONG } from "../moderation/appeal.ts";

export const appealRequestSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .max(APPEAL_MESSAGE_MAX_LENGTH, APPEAL_MESSAGE_TOO_LONG)
    .optional()
    .describe("What the typist would have a moderator know; blank is none"),
});
export type AppealRequest = z.input<typeof appealRequestSchema>;

export const appealResponseSchema = z.object({
  resultId: z.number().int(),
  reviewRequestedAt: z.iso.datetime({ offset: true }),
  message: z.string().nullable(),
});
export type AppealResponse = z.infer<typeof appealResponseSchema>;
