import { useSyncExternalStore } from "react";
import { readSettings } from "../../core/settings/settings.ts";
import { SETTINGS_STORAGE_KEY } from "../../core/settings/settings-script.ts";
import {
  DEFAULT_SETTINGS,
  PALETTE_BACKGROUNDS,
  paletteOf,
  type Settings,
  settingsAttributes,
} from "../../core/settings/settings.ts";

const LIGHT_QUERY = "(prefers-color-scheme: light)";
const listeners = new Set<() => void>();
const savers = new Set<(settings: Settings) => void>();
let current: Settings | null = null;

function readStored(): Settings {
  try {
    const raw = window.localStorage.getItem(SETTINGS_STORAGE_KEY);
    return readSettings(raw === null ? null : JSON.parse(raw));
  } catch {
    // Blocked storage or a damaged value: the defaults, as the head script did.
    return { ...DEFAULT_SETTINGS };
  }
}

function settings(): Settings {
  current ??= readStored();
  return current;
}

/** Puts the settings on <html>, where CSS reads them (the head script did so at load). */
function apply(next: Settings) {
  const prefersLight = window.matchMedia(LIGHT_QUERY).matches;
  const root = document.documentElement;
  for (const [name, value] of Object.entries(settingsAttributes(next, prefersLight))) {
    if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  }
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute("content", PALETTE_BACKGROUNDS[paletteOf(next.theme, prefersLight)]);
}

function publish(next: Settings) {
  current = next;
  apply(next);
  for (const listener of listeners) listener();
}

let watching = false;
/** Follows the system theme and other tabs' changes; the shell starts it once. */
export function watchSettings(): void {
  if (watching) return;
  watching = true;
  // The system theme follows the system as it changes; other tabs' changes follow too.
  window.matchMedia(LIGHT_QUERY).addEventListener("change", () => apply(settings()));
  window.addEventListener("storage", (event) => {
    if (event.key === SETTINGS_STORAGE_KEY) publish(readStored());
  });
}

function subscribe(listener: () => void) {
  watchSettings();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Replaces the settings: kept in this browser and applied at once. `save` false is for
 * settings that came from the account, which need not be sent back to it.
 */
export function replaceSettings(next: Settings, { save = true } = {}): void {
  try {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Not kept across reloads, but applied to this page.
  }
  publish(next);
  if (save) for (const saver of savers) saver(next);
}

export function updateSettings(change: Partial<Settings>): void {
  replaceSettings({ ...settings(), ...change });
}

export function currentSettings(): Settings {
  return settings();
}

/** Called with every change the typist makes (the account sync saves them to the account). */
export function onSettingsChange(saver: (settings: Settings) => void): () => void {
  savers.add(saver);
  return () => savers.delete(saver);
}

/**
 * The typist's settings (product 'Where TypeTempo goes beyond the specification',
 * Settings and themes), the defaults while the page is prerendered.
 */
export function useSettings(): Settings {
  return useSyncExternalStore(subscribe, settings, () => DEFAULT_SETTINGS);
}
