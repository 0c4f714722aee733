import { describe, expect, it } from "vitest";
import type { KeyStat } from "./key-stats.ts";
import { StatsByName } from "./stats-by-name.ts";

/** The names of a record and their figures, in the record's order. */
function gathered(adds: [string, KeyStat][]): [string, KeyStat][] {
  const stats = new StatsByName();
  for (const [name, stat] of adds) stats.add(name, [...stat]);
  return Object.entries(stats.record());
}

describe("StatsByName", () => {
  it("adds up the figures given under one name", () => {
    expect(
      gathered([
        ["th", [1, 0, 1, 100]],
        ["space", [2, 1, 1, 50]],
        ["th", [3, 1, 2, 300]],
        ["space", [1, 0, 1, 70]],
      ]),
    ).toEqual([
      ["space", [3, 1, 2, 120]],
      ["th", [4, 1, 3, 400]],
    ]);
  });

  it("gives the names back in code-unit order, bigrams and keys alike", () => {
    const names = ["th", "space", "e ", "a", "zz", "enter", "é", "ab", "Éa", "q", "tab", " t"];
    const result = gathered(names.map((name) => [name, [1, 0, 0, 0]]));
    expect(result.map(([name]) => name)).toEqual([...names].sort());
  });

  it("keeps apart names that share their first two characters", () => {
    const result = gathered([
      ["abc", [1, 0, 0, 0]],
      ["ab", [2, 0, 0, 0]],
      ["abd", [4, 0, 0, 0]],
    ]);
    expect(result).toEqual([
      ["ab", [2, 0, 0, 0]],
      ["abc", [1, 0, 0, 0]],
      ["abd", [4, 0, 0, 0]],
    ]);
  });

  it("keeps apart and in order two-character names beyond ASCII", () => {
    const names = ["b\u0000", "a\u0080", "aé", "b!", "éa", "zz", "éé", "\u0100a"];
    const result = gathered(names.map((name, i) => [name, [i + 1, 0, 0, 0]]));
    expect(result).toEqual(
      [...names].sort().map((name) => [name, [names.indexOf(name) + 1, 0, 0, 0]]),
    );
  });
});
