import { describe, expect, it } from "vitest";
import { currentStreak, utcDay } from "./streak.ts";

const at = (iso: string) => Date.parse(iso);

describe("utcDay", () => {
  it("names the UTC day, whatever the time in it", () => {
    expect(utcDay(at("2026-11-24T23:59:59.999Z"))).toBe("2026-11-24");
    expect(utcDay(at("2026-11-25T00:00:00Z"))).toBe("2026-11-25");
  });
});

describe("currentStreak", () => {
  const days = ["2026-11-22", "2026-11-23", "2026-11-24"];

  it("counts back from today when there was a test today", () => {
    expect(currentStreak([...days, "2026-11-25"], at("2026-11-25T08:00:00Z"))).toEqual({
      days: 4,
      lastDay: "2026-11-25",
    });
  });

  it("keeps a streak that ended yesterday until today's midnight passes", () => {
    expect(currentStreak(days, at("2026-11-25T00:00:00Z"))).toEqual({
      days: 3,
      lastDay: "2026-11-24",
    });
    expect(currentStreak(days, at("2026-11-25T23:59:59.999Z"))).toMatchObject({ days: 3 });
    expect(currentStreak(days, at("2026-11-26T00:00:00Z"))).toEqual({ days: 0, lastDay: null });
  });

  it("counts one day for a test at 23:59 and the next at 00:00 as two", () => {
    // Two tests a minute apart across midnight, as the server dates them.
    const tests = [at("2026-11-24T23:59:00Z"), at("2026-11-25T00:00:30Z")].map(utcDay);
    expect(currentStreak(tests, at("2026-11-25T00:01:00Z"))).toEqual({
      days: 2,
      lastDay: "2026-11-25",
    });
  });

  it("stops at a day without a test, and ignores repeats and order", () => {
    const withGap = ["2026-11-25", "2026-11-20", "2026-11-24", "2026-11-25", "2026-11-22"];
    expect(currentStreak(withGap, at("2026-11-25T12:00:00Z"))).toEqual({
      days: 2,
      lastDay: "2026-11-25",
    });
  });

  it("runs across a month's and a year's end", () => {
    const newYear = ["2026-12-30", "2026-12-31", "2027-01-01"];
    expect(currentStreak(newYear, at("2027-01-02T03:00:00Z"))).toMatchObject({ days: 3 });
  });

  it("is none for a typist without tests", () => {
    expect(currentStreak([], at("2026-11-25T12:00:00Z"))).toEqual({ days: 0, lastDay: null });
  });
});
