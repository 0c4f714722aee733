import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MIN_TYPISTS,
  percentileOf,
  percentileSentence,
  typistPercentile,
} from "./typist-percentile.ts";

/** `count` typists at 1, 2, 3 … WPM. */
const typists = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe("typistPercentile", () => {
  it("is the share of the others strictly slower, in whole percent", () => {
    // 100 typists at 1 to 100 WPM: 72 are under 73.
    expect(typistPercentile(73, typists(100))).toBe(72);
    expect(typistPercentile(72.5, typists(100))).toBe(72);
  });

  it("does not count a typist as fast as the typist as slower", () => {
    expect(typistPercentile(50, Array(40).fill(50))).toBe(0);
    expect(typistPercentile(50.1, Array(40).fill(50))).toBe(100);
  });

  it("rounds down, never claiming more than is true", () => {
    // 2 of 3 slower is 66.7 %.
    expect(typistPercentile(10, [...Array(20).fill(1), ...Array(10).fill(20)])).toBe(66);
    // 29 of 100: 29 exactly, where 29 / 100 * 100 would be 28.999999999999996.
    expect(typistPercentile(30, typists(100))).toBe(29);
  });

  it("has none under the least number of typists, and one from it", () => {
    expect(typistPercentile(50, typists(MIN_TYPISTS - 1))).toBeNull();
    expect(typistPercentile(50, [])).toBeNull();
    expect(typistPercentile(50, typists(MIN_TYPISTS))).toBe(100);
  });

  it("is a whole percent from 0 to 100 that grows with the speed", () => {
    const others = fc.array(fc.integer({ min: 0, max: 250 }), { minLength: MIN_TYPISTS });
    fc.assert(
      fc.property(others, fc.nat(250), fc.nat(250), (list, a, b) => {
        const [low, high] = [Math.min(a, b), Math.max(a, b)];
        const percent = typistPercentile(low, list)!;
        expect(Number.isInteger(percent) && percent >= 0 && percent <= 100).toBe(true);
        expect(typistPercentile(high, list)!).toBeGreaterThanOrEqual(percent);
      }),
    );
  });
});

describe("percentileOf", () => {
  it("is the rule from counts: rounded down, none under the least number of typists", () => {
    expect(percentileOf(72, 100)).toBe(72);
    expect(percentileOf(2, 3 * MIN_TYPISTS)).toBe(3);
    expect(percentileOf(29, 100)).toBe(29);
    expect(percentileOf(0, MIN_TYPISTS)).toBe(0);
    expect(percentileOf(MIN_TYPISTS, MIN_TYPISTS)).toBe(100);
    expect(percentileOf(0, MIN_TYPISTS - 1)).toBeNull();
    expect(percentileOf(0, 0)).toBeNull();
  });
});

describe("percentileSentence", () => {
  it("says how the typist compares, or that there are too few typists yet", () => {
    expect(percentileSentence(72)).toBe("faster than 72 % of typists on TypeTempo");
    expect(percentileSentence(null)).toBe("too few typists on TypeTempo yet to compare");
  });
});
