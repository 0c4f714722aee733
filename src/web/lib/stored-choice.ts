import { useSyncExternalStore } from "react";

/** One choice a typist makes once and this browser keeps, such as the difficulty. */
export interface StoredChoice<T extends string> {
  /** The choice now: the stored one, else the one made on this page, else the default. */
  get(): T;
  set(value: T): void;
  /** Calls `listener` on every change, in this tab or (through storage events) another. */
  subscribe(listener: () => void): () => void;
  /** The choice, re-rendering on every change; the default while prerendering. */
  use(): T;
}

/**
 * A choice kept in localStorage under `key`. A stored value `isChoice` refuses reads as the
 * choice made on this page, which is also what is used when storage is blocked (strict privacy
 * settings): the choice then lasts for this page.
 */
export function storedChoice<T extends string>(
  key: string,
  fallback: T,
  isChoice: (value: string | null) => value is T,
): StoredChoice<T> {
  const listeners = new Set<() => void>();
  let memory = fallback;

  function get(): T {
    try {
      const stored = window.localStorage.getItem(key);
      return isChoice(stored) ? stored : memory;
    } catch {
      return memory;
    }
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  }

  function set(value: T) {
    memory = value;
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Not kept across reloads, but the change still applies to this page.
    }
    for (const listener of listeners) listener();
  }

  function useChoice(): T {
    return useSyncExternalStore(subscribe, get, () => fallback);
  }

  return { get, set, subscribe, use: useChoice };
}
