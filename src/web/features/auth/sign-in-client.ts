// The sign-in dialog's calls, apart from lib/session.ts: every page loads that one for the
// session, and only the dialog, itself loaded on demand, needs these.
import type { SessionUser, SignInProvider } from "../../../core/api/account.ts";
import {
  getAuthProviders,
  getUsernameAvailability,
  postSignInEmail,
  postSignInSocial,
  postSignUpEmail,
} from "../../../core/api/endpoints/auth.ts";
import { api } from "../../lib/api-client.ts";
import { toSessionUser } from "../../lib/session.ts";
import { PATHS } from "../../../core/site/paths.ts";

export async function signUpWithEmail(input: {
  email: string;
  password: string;
  username: string;
}): Promise<SessionUser | null> {
  const body = await api(postSignUpEmail, { body: { ...input, name: input.username } });
  // better-auth sends the user with every success, but an answer without one signs nobody in.
  return body?.user ? toSessionUser(body.user) : null;
}

export async function signInWithEmail(input: {
  email: string;
  password: string;
}): Promise<SessionUser | null> {
  const body = await api(postSignInEmail, { body: input });
  return body?.user ? toSessionUser(body.user) : null;
}

/** product call 'Username check': whether nobody has the username yet. */
export async function isUsernameAvailable(username: string): Promise<boolean> {
  const body = await api(getUsernameAvailability, { query: { username } });
  return body.available;
}

export async function listProviders(): Promise<SignInProvider[]> {
  const body = await api(getAuthProviders);
  return body.providers;
}

/** Starts the authorization-code round trip; the provider sends the browser back to /profile. */
export async function startExternalSignIn(provider: string): Promise<string> {
  const body = await api(postSignInSocial, {
    body: { provider, callbackURL: PATHS.profile, errorCallbackURL: PATHS.home },
  });
  if (!body.url) throw new Error("The sign-in provider gave no address to go to");
  return body.url;
}
