import type { SessionUser } from "../../../core/api/account.ts";

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

export interface AuthUserPayload {
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

export async function signOutRequest(): Promise<void> {
  await postJson("/api/auth/sign-out");
}

export { postJson, request };
