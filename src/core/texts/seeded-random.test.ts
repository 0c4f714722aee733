import { describe, expect, it } from "vitest";
import { chance, seededRandom } from "./seeded-random.ts";

/** Mulberry32 as its author published it, to hold our generator to. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    let t = (a += 0x6d2b79f5);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("seededRandom", () => {
  it("draws mulberry32's numbers, which the server rebuilds a text from", () => {
    for (const seed of [0, 1, 42, 2 ** 31 - 1, 123_456_789]) {
      const ours = seededRandom(seed);
      const reference = mulberry32(seed);
      for (let i = 0; i < 20; i++) expect(ours()).toBe(reference());
    }
  });
});

describe("chance", () => {
  it("happens about `share` of the time", () => {
    const random = seededRandom(7);
    const hits = Array.from({ length: 4000 }, () => chance(random, 0.3)).filter(Boolean).length;
    expect(hits / 4000).toBeGreaterThan(0.27);
    expect(hits / 4000).toBeLessThan(0.33);
  });

  it("never happens at a share of 0, even on a draw of 0, and always at a share of 1", () => {
    expect(chance(() => 0, 0)).toBe(false);
    expect(chance(() => 0.999_999, 1)).toBe(true);
  });

  it("happens on a draw under the share and not on one at or over it", () => {
    expect(chance(() => 0.49, 0.5)).toBe(true);
    expect(chance(() => 0.5, 0.5)).toBe(false);
  });
});
