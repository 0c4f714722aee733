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

function publish(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Reads the session from the server; the server pushes its expiry forward as it is used. */
export async function refreshSession(): Promise<SessionUser | null> {
  try {
    const user = await fetchSessionUser();
    publish({ user, status: "ready" });
    return user;
  } catch {
    // Offline or the server is restarting: keep what we knew, but stop saying "loading".
    publish({ user: state.user, status: "ready" });
    return state.user;
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
