import { useSyncExternalStore } from "react";
import { DEFAULT_DIFFICULTY, type Difficulty, isDifficulty } from "../../core/typing/difficulty.ts";

const STORAGE_KEY = "typetempo:difficulty";
const listeners = new Set<() => void>();
/** Used when storage is blocked (strict privacy settings): the choice then lasts for this page. */
let memory: Difficulty = DEFAULT_DIFFICULTY;

function read(): Difficulty {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isDifficulty(stored) ? stored : memory;
  } catch {
    return memory;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Other tabs change the setting through the storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function setDifficulty(difficulty: Difficulty): void {
  memory = difficulty;
  try {
    window.localStorage.setItem(STORAGE_KEY, difficulty);
  } catch {
    // Not kept across reloads, but the change still applies to this page.
  }
  for (const listener of listeners) listener();
}

/**
 * The global difficulty (product 'Entities and their fields', Difficulty setting): medium by
 * default, shared by every test, kept on reload.
 */
export function useDifficulty(): Difficulty {
  return useSyncExternalStore(subscribe, read, () => DEFAULT_DIFFICULTY);
}
