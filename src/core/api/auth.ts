import { z } from "zod";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from "../account/username.ts";

// better-auth's endpoints (src/server/auth/): better-auth validates these bodies and writes these
// answers itself, so the schemas describe what the site sends and reads, for the OpenAPI
// document and the browser's types. A field is required only where better-auth refuses a body
// without it; its answers carry more fields than these, hence the loose objects.

const newPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** The user as better-auth sends it; the username plugin adds the two username fields. */
export const authUserSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  username: z.string().nullish().describe("In lower case"),
  displayUsername: z.string().nullish().describe("As the user typed it"),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const signUpRequestSchema = z.object({
  email: z.email(),
  password: newPasswordSchema,
  username: z
    .string()
    .min(USERNAME_MIN_LENGTH)
    .max(USERNAME_MAX_LENGTH)
    .regex(/^[A-Za-z0-9_-]+$/),
  name: z.string().describe("The username again"),
});

export const signInRequestSchema = z.object({ email: z.email(), password: z.string() });

/** A sign-up or sign-in's new session: its user (the session token is in the cookie). */
export const signedInSchema = z.looseObject({ user: authUserSchema });

export const socialSignInRequestSchema = z.object({
  provider: z.string().describe("A provider's id from GET /api/auth-providers"),
  callbackURL: z.string().optional().describe("Where the browser goes once signed in"),
  errorCallbackURL: z.string().optional().describe("Where it goes when sign-in fails"),
});

export const socialSignInSchema = z.looseObject({
  url: z.string().optional().describe("The provider's sign-in page, for the browser to go to"),
});

export const sessionSchema = z
  .looseObject({ user: authUserSchema })
  .nullable()
  .describe("Null when signed out");

export const signedOutSchema = z.looseObject({ success: z.boolean() });

/** The answer of a request that only mails a link or changes the account. */
export const authStatusSchema = z.looseObject({ status: z.boolean() });

export const passwordResetRequestSchema = z.object({ email: z.email() });

export const resetPasswordRequestSchema = z.object({
  token: z.string().describe("From the mailed link"),
  newPassword: newPasswordSchema,
});

/** Whether a mailed reset link still works, asked when its page opens (issue 33). */
export const resetLinkRequestSchema = z.strictObject({
  token: z.string().min(1).max(200).describe("From the mailed link"),
});

export const resetLinkStatusSchema = z.object({
  usable: z.boolean().describe("False when the link is unknown, expired or already used"),
});

export const verificationEmailRequestSchema = z.object({ email: z.email() });

export const changeEmailRequestSchema = z.object({ newEmail: z.email() });

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string(),
  newPassword: newPasswordSchema,
  revokeOtherSessions: z.boolean().optional().describe("Sign the account out everywhere else"),
});
