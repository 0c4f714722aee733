/** Where this browser keeps its key figures (key-stats-store.ts reads and adds to them). */
export const KEY_STATS_STORAGE_KEY = "typetempo:key-stats";

/**
 * The browser's key figures as they are stored, for the server to read: weak-key practice sends
 * them without reading them itself. Null when there are none or storage is blocked.
 */
export function storedKeyStatsJson(): string | null {
  try {
    return window.localStorage.getItem(KEY_STATS_STORAGE_KEY);
  } catch {
    return null;
  }
}
