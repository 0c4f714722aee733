import { describe, expect, it } from "vitest";
import { personalBest } from "./personal-best.ts";

describe("personalBest", () => {
  it("is the first result of its kind, with nothing before it", () => {
    expect(personalBest(40, { bestWpm: null, averageWpm: null })).toEqual({
      previousBestWpm: null,
      averageWpm: null,
    });
  });

  it("beats the best before it, and gives the earlier average to one decimal", () => {
    // Earlier results at 20, 40 and 31 WPM: 91 / 3 = 30.33….
    expect(personalBest(41, { bestWpm: 40, averageWpm: 91 / 3 })).toEqual({
      previousBestWpm: 40,
      averageWpm: 30.3,
    });
  });

  it("is none when the result only equals or misses the best", () => {
    expect(personalBest(40, { bestWpm: 40, averageWpm: 30 })).toBeNull();
    expect(personalBest(39, { bestWpm: 40, averageWpm: 30 })).toBeNull();
  });
});
