import type { KeyStat, KeyStats } from "./key-stats.ts";

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

/** By name; the names are a record's keys, so never equal. */
const byKey = (a: RankedKey, b: RankedKey) => (a.key < b.key ? -1 : 1);

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
