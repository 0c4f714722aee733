import { z } from "zod";
import {
  API_KEY_ID_PATTERN,
  API_KEY_MESSAGES,
  API_KEY_NAME_MAX_LENGTH,
} from "../account/api-key.ts";
import { profileTextProblem } from "../account/public-profile-fields.ts";
import { bestResultSchema, keyRankingSchema, keyStatsSchema } from "./insight.ts";

const when = z.iso.datetime({ offset: true });

/** One of the typist's keys as their profile lists it: never its secret, nor its hash. */
export const apiKeySchema = z.object({
  id: z.string().describe("The key's public id, the part after tt_ and before the secret"),
  name: z.string(),
  prefix: z.string().describe("The key's first characters, tt_ and its id, to tell it by"),
  createdAt: when,
  lastUsedAt: when
    .nullable()
    .describe("When a program last used it, to the minute; null before its first use"),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({
  keys: z.array(apiKeySchema).describe("The typist's active keys, newest first"),
  max: z.number().int().describe("The most active keys a typist may hold at once"),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const createApiKeyRequestSchema = z.strictObject({
  name: z
    .string()
    .max(API_KEY_NAME_MAX_LENGTH * 4, API_KEY_MESSAGES.nameTooLong)
    .trim()
    .min(1, API_KEY_MESSAGES.nameMissing)
    .superRefine((name, context) => {
      const problem = profileTextProblem(
        name,
        API_KEY_NAME_MAX_LENGTH,
        API_KEY_MESSAGES.nameTooLong,
      );
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .describe(
      `What the key is for, on one line, at most ${API_KEY_NAME_MAX_LENGTH} characters once ` +
        "trimmed",
    ),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

/** A key just made: the only answer that carries the whole key. */
export const createdApiKeySchema = apiKeySchema.extend({
  key: z
    .string()
    .describe(
      "The whole key, tt_<id>_<secret>, shown this once: only a hash of its secret is kept",
    ),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyParamsSchema = z.strictObject({
  id: z.string().regex(API_KEY_ID_PATTERN, "must be a key's id").describe("The key's public id"),
});

/** DELETE answers with no body. */
export const apiKeyRevokedSchema = z.null().describe("Revoked");

/** What the data download keeps of each key, revoked ones included. */
export const exportedApiKeySchema = apiKeySchema.extend({
  revokedAt: when.nullable(),
});

/** GET /api/v1/me/personal-bests. */
export const programBestsSchema = z.object({
  personalBests: z
    .array(bestResultSchema)
    .describe(
      "The fastest test of each board, mode and difficulty typed, the earliest of equals, as " +
        "the profile shows them; practice runs, races and results a moderator removed do not count",
    ),
});
export type ProgramBests = z.infer<typeof programBestsSchema>;

/** GET /api/v1/me/key-stats. */
export const programKeyStatsSchema = z.object({
  keyStats: keyStatsSchema.describe(
    "Every result's key figures added up, from when they were kept",
  ),
  keyRanking: keyRankingSchema.describe("The slowest and most error-prone keys and pairs of them"),
});
export type ProgramKeyStats = z.infer<typeof programKeyStatsSchema>;
