// The sign-in dialog's calls, apart from lib/session.ts: every page loads that one for the
// session, and only the dialog, itself loaded on demand, needs these.
import type { SessionUser, SignInProvider } from "../../../core/api/account.ts";
import { getJson, postJson } from "../../lib/api-client.ts";
import { type AuthUserPayload, toSessionUser } from "../../lib/session.ts";

export async function signUpWithEmail(input: {
  email: string;
  password: string;
  username: string;
}): Promise<SessionUser | null> {
  const body = await postJson<{ user?: AuthUserPayload } | null>("/api/auth/sign-up/email", {
    ...input,
    name: input.username,
  });
  return body?.user ? toSessionUser(body.user) : null;
}

export async function signInWithEmail(input: {
  email: string;
  password: string;
}): Promise<SessionUser | null> {
  const body = await postJson<{ user?: AuthUserPayload } | null>("/api/auth/sign-in/email", input);
  return body?.user ? toSessionUser(body.user) : null;
}

/** product call 'Username check': whether nobody has the username yet. */
export async function isUsernameAvailable(username: string): Promise<boolean> {
  const query = new URLSearchParams({ username });
  const body = await getJson<{ available: boolean }>(`/api/username-availability?${query}`);
  return body.available;
}

export async function listProviders(): Promise<SignInProvider[]> {
  const body = await getJson<{ providers: SignInProvider[] }>("/api/auth-providers");
  return body.providers;
}

/** Starts the authorization-code round trip; the provider sends the browser back to /profile. */
export async function startExternalSignIn(provider: string): Promise<string> {
  const body = await postJson<{ url?: string }>("/api/auth/sign-in/social", {
    provider,
    callbackURL: "/profile",
    errorCallbackURL: "/",
  });
  if (!body.url) throw new Error("The sign-in provider gave no address to go to");
  return body.url;
}
