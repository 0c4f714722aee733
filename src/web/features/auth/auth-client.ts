import type { SessionUser, SignInProvider } from "../../../core/api/account.ts";

/** A message the server sent back; SPEC §8 shows these as they are. */
export class BackendError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function request<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    credentials: "same-origin",
    ...init,
    headers: { accept: "application/json", ...init.headers },
  });
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (!response.ok) {
    const message = typeof body?.message === "string" && body.message ? body.message : "";
    throw new BackendError(response.status, message || `Request failed (${response.status})`);
  }
  return body as T;
}

function postJson<T>(url: string, body?: unknown, method = "POST"): Promise<T> {
  return request<T>(url, {
    method,
    headers: { "content-type": "application/json" },
    // Sign-out has nothing to send; the server accepts the empty JSON body.
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

interface AuthUserPayload {
  id: string;
  email: string;
  username?: string | null;
  displayUsername?: string | null;
}

export function toSessionUser(user: AuthUserPayload): SessionUser {
  return {
    id: user.id,
    email: user.email,
    username: user.displayUsername || user.username || "",
  };
}

export async function fetchSessionUser(): Promise<SessionUser | null> {
  const body = await request<{ user?: AuthUserPayload } | null>("/api/auth/get-session");
  return body?.user ? toSessionUser(body.user) : null;
}

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

export async function signOutRequest(): Promise<void> {
  await postJson("/api/auth/sign-out");
}

/** SPEC §7 #7: whether nobody has the username yet. */
export async function isUsernameAvailable(username: string): Promise<boolean> {
  const query = new URLSearchParams({ username });
  const body = await request<{ available: boolean }>(`/api/username-availability?${query}`);
  return body.available;
}

export async function listProviders(): Promise<SignInProvider[]> {
  const body = await request<{ providers: SignInProvider[] }>("/api/auth-providers");
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

export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return postJson("/api/auth/change-password", {
    currentPassword,
    newPassword,
    revokeOtherSessions: true,
  });
}

export { postJson, request };
