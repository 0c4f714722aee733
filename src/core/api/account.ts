import { z } from "zod";
import { importSourceSchema } from "./imports.ts";
import { exportedApiKeySchema } from "./api-keys.ts";
import { keyStatsSchema } from "./insight.ts";
import { savedResultSchema } from "./results.ts";
import { lessonProgressSchema } from "../lessons/lesson-progress.ts";
import { profileFieldsViewSchema } from "./public-profile.ts";
import { settingsSchema } from "./settings.ts";

/**
 * The signed-in user as the browser knows it (product 'Entities and their fields', User, plus the
 * session's e-mail).
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().describe("As the user typed it; unique whatever its letter case"),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const profileResponseSchema = z.object({
  user: sessionUserSchema.extend({
    createdAt: z.iso.datetime({ offset: true }),
    /** Sign-in methods: 'credential' for e-mail and password, else the provider's id. */
    signInMethods: z.array(z.string()),
    /** Whether the address was confirmed through a mailed link (or by the identity provider). */
    emailVerified: z.boolean(),
    resultsPrivate: z.boolean().describe("Whether only the user may open their results' pages"),
    ...profileFieldsViewSchema.shape,
  }),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/**
 * Whether the typist keeps their results to themselves: their pages (/results/:id) and link
 * pictures then answer 404 to anyone else. Their ranked results stay on the leaderboard.
 */
export const resultsPrivacySchema = z.strictObject({
  resultsPrivate: z.boolean().describe("true: only the typist may open their results' pages"),
});
export type ResultsPrivacy = z.infer<typeof resultsPrivacySchema>;

export const usernameQuerySchema = z.strictObject({
  username: z.string().max(100).describe("The candidate username"),
});

export const usernameAvailabilitySchema = z.object({
  available: z.boolean(),
});

export const changeUsernameRequestSchema = z.strictObject({
  username: z.string().max(100),
});

export const deleteAccountRequestSchema = z.strictObject({
  confirm: z.literal(true).describe("The user confirmed that everything is to be deleted"),
});

/** DELETE /api/me answers with no body. */
export const accountDeletedSchema = z.null().describe("Deleted");

export const providerSchema = z.object({
  id: z.string().describe("What to pass to sign-in: a social provider or the OIDC provider id"),
  name: z.string(),
  kind: z.enum(["social", "oidc"]),
});
export type SignInProvider = z.infer<typeof providerSchema>;

export const providersResponseSchema = z.object({ providers: z.array(providerSchema) });

/** A stored keystroke timeline as version 2 (src/core/typing/recorded-timeline.ts). */
const exportedTimelineSchema = z
  .object({
    version: z.literal(2),
    edits: z
      .array(z.tuple([z.number(), z.number(), z.number(), z.string(), z.number().optional()]))
      .describe("[ms since the first keystroke, position, characters removed, text inserted]"),
    keys: z
      .array(z.tuple([z.number(), z.number().nullable(), z.string(), z.string()]))
      .describe("[ms down, ms up or null, KeyboardEvent code, KeyboardEvent key]"),
  })
  .describe("Every change of the typing input and every key press while typing");

const exportedResultSchema = savedResultSchema.extend({
  timeline: exportedTimelineSchema.nullable().describe("Null for results saved before it was kept"),
  keyStats: keyStatsSchema.nullable().describe("Null for results saved before they were kept"),
});

const MAILING_NOTE = "Only for a verified e-mail address: anyone may type any address in a form";

/** Everything the site keeps about one user (privacy policy: the right of access). */
export const dataExportSchema = z.object({
  exportedAt: z.iso.datetime({ offset: true }),
  user: z.object({
    id: z.string(),
    email: z.string(),
    username: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    resultsPrivate: z.boolean(),
    bio: z.string(),
    keyboard: z.string(),
    profilePrivate: z.boolean(),
    image: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
  signInMethods: z.array(
    z.object({ provider: z.string(), createdAt: z.iso.datetime({ offset: true }) }),
  ),
  sessions: z.array(
    z.object({
      createdAt: z.iso.datetime({ offset: true }),
      expiresAt: z.iso.datetime({ offset: true }),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  results: z.array(exportedResultSchema),
  keyStats: keyStatsSchema.nullable().describe("The results' key figures added up"),
  settings: settingsSchema.nullable().describe("The display settings saved to the account"),
  lessons: lessonProgressSchema
    .nullable()
    .describe("The adaptive lessons' progress saved to the account"),
  apiKeys: z
    .array(exportedApiKeySchema)
    .describe(
      "The API keys made for the account's programs, revoked ones too; never their secrets",
    ),
  following: z
    .array(z.object({ username: z.string(), followedAt: z.iso.datetime({ offset: true }) }))
    .describe("The typists the account follows, in the order it followed them"),
  importedResults: z
    .array(
      z.object({
        source: importSourceSchema,
        sourceKey: z.string().describe("The source's id of the result, or one made of its figures"),
        wpm: z.number(),
        accuracy: z.number(),
        durationMs: z.number().int(),
        mode: z.string(),
        language: z.string().nullable(),
        takenAt: z.iso.datetime({ offset: true }),
        importedAt: z.iso.datetime({ offset: true }),
      }),
    )
    .describe("Results imported from other sites, oldest first"),
  newsletter: z
    .object({ email: z.string(), subscribedAt: z.iso.datetime({ offset: true }) })
    .nullable()
    .describe(`The account's e-mail's newsletter subscription. ${MAILING_NOTE}`),
  contactMessages: z
    .array(
      z.object({
        name: z.string(),
        email: z.string(),
        subject: z.string(),
        message: z.string(),
        ipAddress: z.string().nullable(),
        createdAt: z.iso.datetime({ offset: true }),
      }),
    )
    .describe(`Contact messages sent from the account's e-mail. ${MAILING_NOTE}`),
});
export type DataExport = z.infer<typeof dataExportSchema>;
