import {
  type KeyStat,
  type KeyStats,
  isKeyStat,
  keyStats,
  mergeKeyStats,
} from "../insight/key-stats.ts";
import type { TimelineEdit } from "../typing/timeline.ts";

/** No figures yet: what weak-key practice starts from in a new browser. */
export const NO_KEY_STATS: KeyStats = { keys: {}, bigrams: {} };

/** A key's name ('a', 'space', 'enter') or a bigram's is never longer; '__proto__' is. */
const MAX_NAME_LENGTH = 5;

function readRecord(value: unknown): Record<string, KeyStat> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const out: Record<string, KeyStat> = {};
  for (const [name, stat] of Object.entries(value)) {
    if (name.length <= MAX_NAME_LENGTH && isKeyStat(stat)) out[name] = [...stat];
  }
  return out;
}

/**
 * The key figures this browser keeps, from their stored JSON. Read forgivingly: storage is the
 * typist's to edit or damage, so what is not figures is dropped, entry by entry, and unreadable
 * JSON or none at all reads as no figures, never as an error.
 */
export function readStoredKeyStats(raw: string | null): KeyStats {
  if (raw === null) return NO_KEY_STATS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return NO_KEY_STATS;
  }
  if (parsed === null) return NO_KEY_STATS;
  // A number, string or array has no keys or bigrams of its own: it reads as no figures.
  const { keys, bigrams } = parsed as Partial<Record<keyof KeyStats, unknown>>;
  // Through the merge, so the entries come back in the order keyStats gives them.
  return mergeKeyStats(NO_KEY_STATS, { keys: readRecord(keys), bigrams: readRecord(bigrams) });
}

/**
 * The stored figures with one finished run's added: the same figures the server adds to a
 * signed-in typist's (key-stats.ts), from the run's text and keystrokes.
 */
export function withRun(
  stored: KeyStats,
  passage: string,
  edits: readonly TimelineEdit[],
): KeyStats {
  return mergeKeyStats(stored, keyStats(passage, edits));
}
