import { useSyncExternalStore } from "react";
import {
  DEFAULT_LAYOUT,
  KEYBOARD_LAYOUTS,
  type LayoutId,
} from "../../core/insight/keyboard-layouts.ts";

const STORAGE_KEY = "typetempo:keyboard-layout";
const listeners = new Set<() => void>();
/** Used when storage is blocked (strict privacy settings): the choice then lasts for this page. */
let memory: LayoutId = DEFAULT_LAYOUT;

const isLayoutId = (value: string | null): value is LayoutId =>
  KEYBOARD_LAYOUTS.some((layout) => layout.id === value);

function read(): LayoutId {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLayoutId(stored) ? stored : memory;
  } catch {
    return memory;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Other tabs change the choice through the storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function setKeyboardLayout(layout: LayoutId): void {
  memory = layout;
  try {
    window.localStorage.setItem(STORAGE_KEY, layout);
  } catch {
    // Not kept across reloads, but the change still applies to this page.
  }
  for (const listener of listeners) listener();
}

/** The keyboard the heatmaps draw: QWERTY until the typist picks another, kept in this browser. */
export function useKeyboardLayout(): LayoutId {
  return useSyncExternalStore(subscribe, read, () => DEFAULT_LAYOUT);
}
