/**
 * The character to type next, passed from the typing area to an on-screen keyboard without
 * React: a keystroke sets it and the keyboard, subscribed, moves its highlight itself, so
 * typing re-renders nothing.
 */
export interface NextKeySignal {
  get(): string | null;
  /** Tells the listeners only when the character changes. */
  set(char: string | null): void;
  subscribe(listener: (char: string | null) => void): () => void;
}

export function nextKeySignal(): NextKeySignal {
  let current: string | null = null;
  const listeners = new Set<(char: string | null) => void>();
  return {
    get: () => current,
    set(char) {
      if (char === current) return;
      current = char;
      for (const listener of listeners) listener(char);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
