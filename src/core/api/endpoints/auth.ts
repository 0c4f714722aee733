import {
  providersResponseSchema,
  usernameAvailabilitySchema,
  usernameQuerySchema,
} from "../account.ts";
import {
  authStatusSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  passwordResetRequestSchema,
  resetLinkRequestSchema,
  resetLinkStatusSchema,
  resetPasswordRequestSchema,
  signedInSchema,
  signInRequestSchema,
  signUpRequestSchema,
  socialSignInRequestSchema,
  socialSignInSchema,
  verificationEmailRequestSchema,
} from "../auth.ts";
import { endpoint } from "../endpoint.ts";
import { apiErrorSchema } from "../error.ts";

export const getAuthProviders = endpoint({
  method: "GET",
  path: "/api/auth-providers",
  tags: ["accounts"],
  summary: "The external identity providers this site is configured for",
  responses: { 200: providersResponseSchema },
});

export const getUsernameAvailability = endpoint({
  method: "GET",
  path: "/api/username-availability",
  tags: ["accounts"],
  summary: "Whether a username is valid and free (product call 'Username check')",
  query: usernameQuerySchema,
  responses: { 200: usernameAvailabilitySchema, 400: apiErrorSchema },
});

export const postResetLinkStatus = endpoint({
  method: "POST",
  path: "/api/password-reset-link",
  tags: ["accounts"],
  summary:
    "Whether a mailed password reset link still works, so its page says at once when it does " +
    "not; the token travels in the body, never in an address",
  body: resetLinkRequestSchema,
  responses: { 200: resetLinkStatusSchema, 400: apiErrorSchema },
});

// The endpoints below are better-auth's (src/server/auth/routes.ts hands them to it as they
// come); their refusals are its own, in the API's error shape. Those every page calls are in
// ./session.ts.

export const postSignUpEmail = endpoint({
  method: "POST",
  path: "/api/auth/sign-up/email",
  tags: ["accounts"],
  summary: "Create an account and sign in (product call 'Sign up')",
  description:
    "The username follows the rules of the username check; its refusals say which. One account per mailbox: an address that reaches an account's mailbox (in any letter case, with a plus tag, or with dots where its provider ignores them) answers 422 as the account's own address does; one at a disposable-mail domain, 400.",
  body: signUpRequestSchema,
  responses: { 200: signedInSchema, 400: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
});

export const postSignInEmail = endpoint({
  method: "POST",
  path: "/api/auth/sign-in/email",
  tags: ["accounts"],
  summary: "Sign in with e-mail and password (product call 'Sign in')",
  description: "Failed attempts on an account make the next ones wait (429).",
  body: signInRequestSchema,
  responses: { 200: signedInSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
});

export const postSignInSocial = endpoint({
  method: "POST",
  path: "/api/auth/sign-in/social",
  tags: ["accounts"],
  summary: "Start signing in with an external identity provider (product call 'External sign-in')",
  description: "The provider sends the browser back to /api/auth/callback/{provider}.",
  body: socialSignInRequestSchema,
  responses: {
    200: socialSignInSchema,
    400: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
  },
});

export const postRequestPasswordReset = endpoint({
  method: "POST",
  path: "/api/auth/request-password-reset",
  tags: ["accounts"],
  summary: "Mail a password reset link, if the address has an account",
  description: "The answer is the same whether or not it has one.",
  body: passwordResetRequestSchema,
  responses: { 200: authStatusSchema, 400: apiErrorSchema, 429: apiErrorSchema },
});

export const postResetPassword = endpoint({
  method: "POST",
  path: "/api/auth/reset-password",
  tags: ["accounts"],
  summary: "Set a new password with a mailed reset link's token, signing out everywhere",
  description: "A used or expired token is a 400 with the code INVALID_TOKEN.",
  body: resetPasswordRequestSchema,
  responses: { 200: authStatusSchema, 400: apiErrorSchema },
});

export const postSendVerificationEmail = endpoint({
  method: "POST",
  path: "/api/auth/send-verification-email",
  tags: ["accounts"],
  summary: "Mail the link that verifies an account's e-mail address again",
  body: verificationEmailRequestSchema,
  responses: { 200: authStatusSchema, 400: apiErrorSchema, 429: apiErrorSchema },
});

export const postChangeEmail = endpoint({
  method: "POST",
  path: "/api/auth/change-email",
  tags: ["accounts"],
  summary: "Move the account to a new e-mail address, once the link mailed there is opened",
  description:
    "The old address is told of the request. An address that reaches another account's mailbox gets the same answer as any other, but no link; one at a disposable-mail domain is refused (400).",
  body: changeEmailRequestSchema,
  responses: {
    200: authStatusSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    429: apiErrorSchema,
  },
});

export const postChangePassword = endpoint({
  method: "POST",
  path: "/api/auth/change-password",
  tags: ["accounts"],
  summary: "Change the password with the current one (product call 'Change password')",
  description: "With revokeOtherSessions, every other session ends and this one is renewed.",
  body: changePasswordRequestSchema,
  responses: { 200: signedInSchema, 400: apiErrorSchema, 401: apiErrorSchema },
});
