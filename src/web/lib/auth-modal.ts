import { useSyncExternalStore } from "react";

/** Sign in, create an account, or ask for a password reset link ('Forgot password?'). */
export type AuthMode = "signin" | "signup" | "forgot";
export interface AuthModalState {
  open: boolean;
  mode: AuthMode;
  /** Counts openings, so each one starts with an empty form. */
  opened: number;
  /**
   * Signing in keeps the page rather than going on to the profile: the dialog was opened to
   * save what the page shows (a result just typed).
   */
  stay: boolean;
}

let modal: AuthModalState = { open: false, mode: "signin", opened: 0, stay: false };
const modalListeners = new Set<() => void>();

function setModal(next: AuthModalState) {
  modal = next;
  for (const listener of modalListeners) listener();
}

/** Opens the one auth modal of the shell, from anywhere. */
export function openAuthModal(mode: AuthMode, { stay = false }: { stay?: boolean } = {}): void {
  setModal({ open: true, mode, opened: modal.opened + 1, stay });
}

export function closeAuthModal(): void {
  if (modal.open) setModal({ ...modal, open: false });
}

export function useAuthModal(): AuthModalState {
  return useSyncExternalStore(
    (listener) => {
      modalListeners.add(listener);
      return () => modalListeners.delete(listener);
    },
    () => modal,
    () => modal,
  );
}
