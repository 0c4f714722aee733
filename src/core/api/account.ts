import { z } from "zod";
import { savedResultSchema } from "./results.ts";
import { settingsSchema } from "./settings.ts";

/** The signed-in user as the browser knows it (product §3 User, plus the session's e-mail). */
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
  }),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

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

export const providerSchema = z.object({
  id: z.string().describe("What to pass to sign-in: a social provider or the OIDC provider id"),
  name: z.string(),
  kind: z.enum(["social", "oidc"]),
});
export type SignInProvider = z.infer<typeof providerSchema>;

export const providersResponseSchema = z.object({ providers: z.array(providerSchema) });

/** Everything the site keeps about one user (privacy policy: the right of access). */
export const dataExportSchema = z.object({
  exportedAt: z.iso.datetime({ offset: true }),
  user: z.object({
    id: z.string(),
    email: z.string(),
    username: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
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
  results: z.array(savedResultSchema),
  settings: settingsSchema.nullable().describe("The display settings saved to the account"),
});
export type DataExport = z.infer<typeof dataExportSchema>;
