import { describe, expect, it } from "vitest";
import { rankKeys } from "./key-ranking.ts";
import type { KeyStats } from "./key-stats.ts";

describe("rankKeys", () => {
  const figures: KeyStats = {
    keys: {
      a: [10, 1, 10, 1500],
      b: [10, 3, 8, 800],
      c: [4, 4, 4, 4000],
      d: [20, 2, 20, 3000],
      e: [6, 0, 2, 600],
    },
    bigrams: { ab: [3, 1, 3, 600], ba: [2, 2, 2, 900], cd: [5, 0, 5, 500] },
  };

  it("lists the slowest and the most error-prone with enough hits, worst first", () => {
    const ranking = rankKeys(figures);
    // c has too few hits; e too few timed hits to rank its speed.
    expect(ranking.slowestKeys.map((k) => [k.key, k.meanMs])).toEqual([
      ["a", 150],
      ["d", 150],
      ["b", 100],
    ]);
    // At equal rates, more errors is firmer evidence: d (2 of 20) before a (1 of 10).
    expect(ranking.errorKeys.map((k) => [k.key, k.errorRate])).toEqual([
      ["b", 30],
      ["d", 10],
      ["a", 10],
    ]);
    expect(ranking.slowestBigrams.map((k) => [k.key, k.meanMs])).toEqual([
      ["ab", 200],
      ["cd", 100],
    ]);
    expect(ranking.errorBigrams).toEqual([
      { key: "ab", hits: 3, errors: 1, errorRate: 33.3, meanMs: 200 },
    ]);
  });

  it("takes other thresholds and a limit", () => {
    const ranking = rankKeys(figures, { minKeyHits: 1, minBigramHits: 1, limit: 1 });
    expect(ranking.slowestKeys.map((k) => k.key)).toEqual(["c"]);
    expect(ranking.errorBigrams.map((k) => k.key)).toEqual(["ba"]);
  });

  it("ranks equally slow or equally error-prone keys by name, whatever their order", () => {
    const even: KeyStats = {
      keys: { z: [10, 2, 10, 1000], m: [10, 2, 10, 1000], b: [10, 2, 10, 1000] },
      bigrams: {},
    };
    const ranking = rankKeys(even);
    expect(ranking.slowestKeys.map((k) => k.key)).toEqual(["b", "m", "z"]);
    expect(ranking.errorKeys.map((k) => k.key)).toEqual(["b", "m", "z"]);
  });

  it("gives no mean time to a key never timed, and never ranks its speed", () => {
    const untimed: KeyStats = { keys: { q: [6, 3, 0, 0], w: [6, 0, 6, 600] }, bigrams: {} };
    const ranking = rankKeys(untimed, { minKeyHits: 0 });
    expect(ranking.errorKeys).toEqual([
      { key: "q", hits: 6, errors: 3, errorRate: 50, meanMs: null },
    ]);
    expect(ranking.slowestKeys.map((k) => k.key)).toEqual(["w"]);
  });
});
