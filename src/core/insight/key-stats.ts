import type { TimelineEdit } from "../typing/timeline.ts";
import { keystrokes } from "./keystrokes.ts";

/**
 * One key's or bigram's figures, as a tuple to keep stored results small: keystrokes typed for
 * it, the wrong ones among them, how many of them were timed, and their total time in ms.
 */
export type KeyStat = [hits: number, errors: number, timed: number, totalMs: number];

/**
 * Per-key and per-bigram figures of a result or of all a typist's results, keyed by the
 * passage's expected characters lower-cased: keys by keyName, bigrams by the two characters
 * (a space is itself there: "e " is an e then a space). Entries are in code-unit order, so equal
 * figures serialise to equal JSON on browser and server alike.
 */
export interface KeyStats {
  keys: Record<string, KeyStat>;
  bigrams: Record<string, KeyStat>;
}

/** A character's key: lower-cased, with the space and the line break spelt out. */
export function keyName(char: string): string {
  if (char === " ") return "space";
  if (char === "\n") return "enter";
  return char.toLowerCase();
}

function add(into: Map<string, KeyStat>, name: string, error: boolean, ms: number | null): void {
  let stat = into.get(name);
  if (!stat) into.set(name, (stat = [0, 0, 0, 0]));
  stat[0]++;
  if (error) stat[1]++;
  if (ms !== null) {
    stat[2]++;
    stat[3] += ms;
  }
}

function sorted(entries: Iterable<[string, KeyStat]>): Record<string, KeyStat> {
  return Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The figures of one timeline. Every keystroke within the passage is a hit for the key the
 * passage expected there, and an error when it typed something else. Its time is the ms since
 * the keystroke before, counted only when that one was the edit just before, landed one
 * position earlier, and both were typed alone (see Keystroke.single): a correction, a pause
 * to delete or a composed word in between would measure something other than the key.
 */
export function keyStats(passage: string, edits: readonly TimelineEdit[]): KeyStats {
  const keys = new Map<string, KeyStat>();
  const bigrams = new Map<string, KeyStat>();
  const strokes = keystrokes(passage, edits);
  for (let i = 0; i < strokes.length; i++) {
    const stroke = strokes[i]!;
    const p = stroke.position;
    if (p >= passage.length) continue;
    const before = strokes[i - 1];
    const timed =
      before !== undefined &&
      before.single &&
      stroke.single &&
      before.edit === stroke.edit - 1 &&
      before.position === p - 1 &&
      stroke.t >= before.t;
    const ms = timed ? stroke.t - before.t : null;
    add(keys, keyName(passage[p]!), !stroke.correct, ms);
    if (p > 0) add(bigrams, passage.slice(p - 1, p + 1).toLowerCase(), !stroke.correct, ms);
  }
  return { keys: sorted(keys), bigrams: sorted(bigrams) };
}

function mergeRecords(
  a: Record<string, KeyStat>,
  b: Record<string, KeyStat>,
): Record<string, KeyStat> {
  const merged = new Map<string, KeyStat>(Object.entries(a).map(([name, s]) => [name, [...s]]));
  for (const [name, [hits, errors, timed, ms]] of Object.entries(b)) {
    const stat = merged.get(name);
    if (stat) {
      stat[0] += hits;
      stat[1] += errors;
      stat[2] += timed;
      stat[3] += ms;
    } else {
      merged.set(name, [hits, errors, timed, ms]);
    }
  }
  return sorted(merged);
}

/** Two sets of figures as one, as a typist's aggregate takes in a new result. */
export function mergeKeyStats(a: KeyStats, b: KeyStats): KeyStats {
  return { keys: mergeRecords(a.keys, b.keys), bigrams: mergeRecords(a.bigrams, b.bigrams) };
}

export interface RankedKey {
  key: string;
  hits: number;
  errors: number;
  /** errors / hits in %, one decimal. */
  errorRate: number;
  /** Mean time of the timed hits in ms, whole; null when none was timed. */
  meanMs: number | null;
}

export interface KeyRanking {
  slowestKeys: RankedKey[];
  errorKeys: RankedKey[];
  slowestBigrams: RankedKey[];
  errorBigrams: RankedKey[];
}

export interface RankOptions {
  /** Hits (timed hits, for speed) a key needs to be ranked: fewer say little. Default 5. */
  minKeyHits?: number;
  /** The same for bigrams, which each come up less often than keys. Default 3. */
  minBigramHits?: number;
  /** How many to list in each ranking. Default 10. */
  limit?: number;
}

function ranked(stats: Record<string, KeyStat>): RankedKey[] {
  return Object.entries(stats).map(([key, [hits, errors, timed, ms]]) => ({
    key,
    hits,
    errors,
    errorRate: Math.round((errors / hits) * 1000) / 10,
    meanMs: timed > 0 ? Math.round(ms / timed) : null,
  }));
}

const byKey = (a: RankedKey, b: RankedKey) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

function slowest(stats: Record<string, KeyStat>, minHits: number, limit: number): RankedKey[] {
  return ranked(stats)
    .filter((k) => k.meanMs !== null && stats[k.key]![2] >= minHits)
    .sort((a, b) => b.meanMs! - a.meanMs! || byKey(a, b))
    .slice(0, limit);
}

function errorProne(stats: Record<string, KeyStat>, minHits: number, limit: number): RankedKey[] {
  return ranked(stats)
    .filter((k) => k.hits >= minHits && k.errors > 0)
    .sort((a, b) => b.errorRate - a.errorRate || b.errors - a.errors || byKey(a, b))
    .slice(0, limit);
}

/** The slowest and the most error-prone keys and bigrams among those with enough hits. */
export function rankKeys(
  stats: KeyStats,
  { minKeyHits = 5, minBigramHits = 3, limit = 10 }: RankOptions = {},
): KeyRanking {
  return {
    slowestKeys: slowest(stats.keys, minKeyHits, limit),
    errorKeys: errorProne(stats.keys, minKeyHits, limit),
    slowestBigrams: slowest(stats.bigrams, minBigramHits, limit),
    errorBigrams: errorProne(stats.bigrams, minBigramHits, limit),
  };
}
