import { z } from "zod";
import { DIFFICULTIES } from "../typing/difficulty.ts";
import { RESULT_FLAGS } from "../typing/result-verification.ts";
import { VERIFICATION_STATUSES } from "./results.ts";
import { reasonSchema } from "./replays.ts";

import { REVIEW_KINDS } from "../moderation/review-kinds.ts";

export type { ReviewKind } from "../moderation/review-kinds.ts";

export const reviewQuerySchema = z.strictObject({
  kind: z.enum(REVIEW_KINDS).default("all"),
});

export const reviewItemSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  username: z.string().nullable(),
  banned: z.boolean(),
  wpm: z.number(),
  accuracy: z.number(),
  duration: z.number().int(),
  mode: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  rankable: z.boolean(),
  verification: z.enum(VERIFICATION_STATUSES),
  flags: z.array(z.enum(RESULT_FLAGS)),
  reports: z.number().int().describe("How many typists reported it"),
  reportReasons: z.array(z.string()).describe("The newest reports' reasons"),
  createdAt: z.string().describe("ISO 8601"),
  reviewRequestedAt: z
    .string()
    .nullable()
    .describe("ISO 8601: when its typist asked for a review; null when they did not"),
  reviewMessage: z.string().nullable().describe("What the typist wrote with the request"),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewListSchema = z.object({ results: z.array(reviewItemSchema) });
export type ReviewList = z.infer<typeof reviewListSchema>;

export const moderationActionRequestSchema = z.strictObject({ reason: reasonSchema });

export const userIdParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

export const MODERATION_ACTIONS = ["rank", "unrank", "ban"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const moderationEntrySchema = z.object({
  id: z.number().int(),
  moderator: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  resultId: z.number().int().nullable(),
  targetUserId: z.string(),
  targetUsername: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string().describe("ISO 8601"),
});
export type ModerationEntry = z.infer<typeof moderationEntrySchema>;

export const moderationLogSchema = z.object({ entries: z.array(moderationEntrySchema) });
export type ModerationLog = z.infer<typeof moderationLogSchema>;

export const moderationDoneSchema = z.object({ entry: moderationEntrySchema });

/**
 * npm run admin, through a running server's local admin channel (src/server/admin/channel.ts):
 * make a user a moderator, or no longer one. The name is matched whatever its letter case.
 */
export const moderatorChangeSchema = z.strictObject({
  username: z.string().min(1).max(100).describe("The user's username, in any letter case"),
  moderator: z.boolean().describe("true grants the moderator role, false revokes it"),
});
export type ModeratorChange = z.infer<typeof moderatorChangeSchema>;

export const moderatorChangedSchema = z.object({
  username: z.string().describe("The username as the user spells it"),
  moderator: z.boolean(),
});

export const moderatorListSchema = z.object({
  moderators: z.array(z.string()).describe("Every moderator's username, in order"),
});
