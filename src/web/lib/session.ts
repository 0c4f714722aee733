import { useSyncExternalStore } from "react";
import type { SessionUser } from "../../core/api/account.ts";
import type { AuthUser } from "../../core/api/auth.ts";
import { getSession } from "../../core/api/endpoints/session.ts";
import { api } from "./api-client.ts";

export function toSessionUser(user: AuthUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    username: user.displayUsername || user.username || "",
  };
}

async function fetchSessionUser(): Promise<SessionUser | null> {
  const body = await api(getSession);
  return body?.user ? toSessionUser(body.user) : null;
}

export interface SessionState {
  user: SessionUser | null;
  status: "loading" | "ready";
  /** The session ended because its account was just deleted here: the profile says so. */
  deleted?: true;
}

const LOADING: SessionState = { user: null, status: "loading" };
/** Re-reading the session on this rhythm keeps an active user's session from expiring. */
const REFRESH_EVERY_MS = 10 * 60 * 1000;
const CHANNEL = "typetempo-auth";

let state: SessionState = LOADING;
const listeners = new Set<() => void>();
let started = false;
let channel: BroadcastChannel | null = null;

/** Who was last signed in here: a page opened offline still knows whose runs it keeps. */
const KNOWN_USER = "typetempo.user";

function remember(user: SessionUser | null) {
  try {
    if (user) localStorage.setItem(KNOWN_USER, JSON.stringify(user));
    else localStorage.removeItem(KNOWN_USER);
  } catch {
    // Storage refused (private mode): the page knows the user only while online.
  }
}

function remembered(): SessionUser | null {
  try {
    return JSON.parse(localStorage.getItem(KNOWN_USER) ?? "null") as SessionUser | null;
  } catch {
    return null;
  }
}

function publish(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Reads the session from the server; the server pushes its expiry forward as it is used. */
export async function refreshSession(): Promise<SessionUser | null> {
  try {
    const user = await fetchSessionUser();
    remember(user);
    publish({ user, status: "ready" });
    return user;
  } catch {
    // Offline or the server is restarting: keep what we knew, or who was signed in here last,
    // but stop saying "loading". The outbox sends their runs only once the server agrees.
    const user = state.user ?? remembered();
    publish({ user, status: "ready" });
    return user;
  }
}

function start() {
  if (started || typeof window === "undefined") return;
  started = true;
  void refreshSession();
  const refreshIfVisible = () => {
    if (document.visibilityState === "visible") void refreshSession();
  };
  document.addEventListener("visibilitychange", refreshIfVisible);
  window.setInterval(refreshIfVisible, REFRESH_EVERY_MS);
  if ("BroadcastChannel" in window) {
    channel = new BroadcastChannel(CHANNEL);
    // Another tab signed in or out.
    channel.onmessage = () => void refreshSession();
  }
}

/** After sign-in, sign-up, sign-out or deletion: every listener and every other tab follows. */
export function setSessionUser(user: SessionUser | null, { deleted = false } = {}): void {
  remember(user);
  publish(deleted ? { user: null, status: "ready", deleted } : { user, status: "ready" });
  channel?.postMessage("changed");
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The signed-in user, read once at load and kept current (product 'States and transitions',
 * Auth modal).
 */
export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  );
}
