import type { KeyStats } from "../../core/insight/key-stats.ts";
import { readStoredKeyStats, withRun } from "../../core/practice/stored-key-stats.ts";
import type { TimelineEdit } from "../../core/typing/timeline.ts";
import { KEY_STATS_STORAGE_KEY as STORAGE_KEY } from "./stored-key-stats-json.ts";

/**
 * The key figures of every test and practice run finished in this browser, which weak-key
 * practice works from when no one is signed in. None when storage is blocked.
 */
export function browserKeyStats(): KeyStats {
  try {
    return readStoredKeyStats(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return readStoredKeyStats(null);
  }
}

/** Adds a finished run's key figures to this browser's. */
export function recordRunKeyStats(passage: string, edits: readonly TimelineEdit[]): void {
  try {
    const next = withRun(browserKeyStats(), passage, edits);
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked or full: practice then goes on from the figures it has.
  }
}
