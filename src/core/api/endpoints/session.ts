// better-auth's endpoints that every page calls, kept apart from ./auth.ts: the browser build
// puts a module in one chunk, and with these in it, all of that file's descriptors would be in
// every page's first load rather than in the sign-in dialog's and the profile's.
import { sessionSchema, signedOutSchema } from "../auth.ts";
import { endpoint } from "../endpoint.ts";

export const getSession = endpoint({
  method: "GET",
  path: "/api/auth/get-session",
  tags: ["accounts"],
  summary: "The signed-in user and session, if any (product call 'Current session')",
  description: "Reading it pushes the session's expiry forward, at most once a day.",
  responses: { 200: sessionSchema },
});

export const postSignOut = endpoint({
  method: "POST",
  path: "/api/auth/sign-out",
  tags: ["accounts"],
  summary: "Sign out: end the session and clear its cookie (product call 'Sign out')",
  responses: { 200: signedOutSchema },
});
