import { describe, expect, it } from "vitest";
import { profileStats, progressPoints, progressReadout } from "./profile-stats.ts";

const result = (wpm: number, accuracy: number, day: number) => ({
  wpm,
  accuracy,
  createdAt: new Date(Date.UTC(2026, 0, day, 12)).toISOString(),
});

describe("profileStats", () => {
  it("is all zeros without results", () => {
    expect(profileStats([])).toEqual({ averageWpm: 0, bestWpm: 0, averageAccuracy: 0 });
  });

  it("rounds the means and takes the best WPM", () => {
    const stats = profileStats([result(40, 97, 3), result(61, 90, 2), result(50, 94, 1)]);
    expect(stats).toEqual({ averageWpm: 50, bestWpm: 61, averageAccuracy: 94 });
  });
});

describe("progressPoints", () => {
  it("charts the newest 20, oldest to newest", () => {
    const newestFirst = Array.from({ length: 30 }, (_, i) => result(100 - i, 95, 30 - i));
    const points = progressPoints(newestFirst);
    expect(points).toHaveLength(20);
    expect(points[0]!.wpm).toBe(81);
    expect(points.at(-1)!.wpm).toBe(100);
    expect(points[0]!.time).toBeLessThan(points.at(-1)!.time);
  });

  it("places each point at its result's time in seconds since the epoch, as the chart's axis counts", () => {
    // 2026-01-03T12:00:00Z is 1,767,441,600 seconds after 1970-01-01T00:00:00Z.
    expect(progressPoints([result(40, 97, 3)])).toEqual([{ time: 1_767_441_600, wpm: 40 }]);
  });
});

describe("progressReadout", () => {
  it("writes the point's date, time and rounded speed", () => {
    const time = Date.UTC(2026, 5, 3, 10, 14) / 1000;
    expect(progressReadout({ time, wpm: 72.4 }, "UTC")).toBe("Jun 3, 2026, 10:14 AM · 72 WPM");
    expect(progressReadout({ time, wpm: 64.5 }, "America/New_York")).toBe(
      "Jun 3, 2026, 6:14 AM · 65 WPM",
    );
  });
});
