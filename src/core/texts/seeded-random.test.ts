import { describe, expect, it } from "vitest";
import { chance, seededRandom } from "./seeded-random.ts";

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
