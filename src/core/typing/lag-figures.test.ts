import { describe, expect, it } from "vitest";
import {
  type KeyLag,
  lagBreakdown,
  lagVerdict,
  refreshInterval,
  summarizeLag,
} from "./lag-figures.ts";

const keys = (painted: number[], handled = 1): KeyLag[] =>
  painted.map((paintedMs) => ({ handledMs: handled, paintedMs }));

describe("summarizeLag", () => {
  it("gives the medians and the 95th percentile's nearest rank", () => {
    const painted = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(summarizeLag(keys(painted))).toEqual({
      keys: 20,
      handledMs: 1,
      paintedMs: 10.5,
      paintedP95Ms: 19,
    });
  });

  it("leaves out keys timed impossibly, and has nothing to say without keys", () => {
    expect(summarizeLag([])).toBeNull();
    const odd: KeyLag[] = [
      { handledMs: -1, paintedMs: 5 },
      { handledMs: 6, paintedMs: 5 },
      { handledMs: Number.NaN, paintedMs: 5 },
    ];
    expect(summarizeLag(odd)).toBeNull();
    expect(summarizeLag([...odd, { handledMs: 1, paintedMs: 9 }])).toMatchObject({
      keys: 1,
      paintedMs: 9,
    });
  });
});

describe("refreshInterval", () => {
  it("is the median gap between frames, a skipped frame aside", () => {
    expect(refreshInterval([0, 16.7, 33.4, 66.8, 83.5])).toBeCloseTo(16.7);
    expect(refreshInterval([0, 8.3, 16.6, 24.9])).toBeCloseTo(8.3);
  });

  it("is unknown from too few frames", () => {
    expect(refreshInterval([0, 16.7])).toBeNull();
    expect(refreshInterval([5, 5, 5])).toBeNull();
  });
});

describe("lagBreakdown and lagVerdict", () => {
  const bare = summarizeLag(keys([10, 11, 12]))!;

  it("takes the typing area's excess over the bare box as the site's share", () => {
    const typing = summarizeLag(keys([13, 14, 40]))!;
    expect(lagBreakdown(bare, typing, 16.7)).toEqual({
      browserMs: 11,
      siteMs: 3,
      totalMs: 14,
      totalP95Ms: 40,
      refreshMs: 16.7,
    });
    // Faster than the bare box is within the noise: no negative share.
    expect(lagBreakdown(bare, summarizeLag(keys([9]))!, null).siteMs).toBe(0);
  });

  it("blames the site only past a frame and half the browser's own time", () => {
    const at = (browserMs: number, siteMs: number, refreshMs: number | null = 16) =>
      lagVerdict({ browserMs, siteMs, totalMs: browserMs + siteMs, totalP95Ms: 0, refreshMs });
    expect(at(10, 16)).toBe("fine");
    expect(at(10, 16.5)).toBe("site");
    expect(at(40, 19)).toBe("browser");
    expect(at(40, 21)).toBe("site");
    expect(at(32, 0)).toBe("fine");
    expect(at(32.5, 0)).toBe("browser");
    // An unknown refresh rate is taken as 60 Hz.
    expect(at(34, 0, null)).toBe("browser");
    expect(at(33, 0, null)).toBe("fine");
  });
});
