import { describe, expect, it } from "vitest";
import { practiceCalendar } from "./practice-calendar.ts";

const at = (iso: string) => Date.parse(iso);
const lesson = (iso: string, ms = 60_000) => ({ at: at(iso), ms });

describe("practiceCalendar", () => {
  it("counts the lessons and the time typed of each UTC day, earliest first", () => {
    const calendar = practiceCalendar(
      [
        lesson("2026-11-24T09:00:00Z", 45_000),
        lesson("2026-11-22T23:59:59Z", 30_000),
        lesson("2026-11-24T21:00:00Z", 90_000),
      ],
      at("2026-11-24T22:00:00Z"),
    );
    expect(calendar.days).toEqual([
      { day: "2026-11-22", lessons: 1, ms: 30_000 },
      { day: "2026-11-24", lessons: 2, ms: 135_000 },
    ]);
    expect(calendar.totalMs).toBe(165_000);
  });

  it("puts the days in order whatever the order of the lessons", () => {
    const days = ["2026-11-25", "2026-11-22", "2026-11-24", "2026-11-23", "2026-10-30"];
    const calendar = practiceCalendar(
      days.map((day) => lesson(`${day}T12:00:00Z`)),
      at("2026-11-25T20:00:00Z"),
    );
    expect(calendar.days.map(({ day }) => day)).toEqual([...days].sort());
  });

  it("gives the current streak of days practised", () => {
    const days = ["2026-11-22", "2026-11-23", "2026-11-24"];
    const calendar = practiceCalendar(
      days.map((day) => lesson(`${day}T12:00:00Z`)),
      at("2026-11-25T08:00:00Z"),
    );
    expect(calendar.streak).toEqual({ days: 3, lastDay: "2026-11-24" });
  });

  it("runs the days in the typist's time zone", () => {
    const late = [lesson("2026-11-24T23:30:00Z")];
    // 00:30 on the 25th in Paris (UTC+1), 18:30 on the 24th in New York (UTC-5).
    expect(practiceCalendar(late, at("2026-11-25T00:00:00Z"), 60).days[0]!.day).toBe("2026-11-25");
    expect(practiceCalendar(late, at("2026-11-25T00:00:00Z"), -300).days[0]!.day).toBe(
      "2026-11-24",
    );
  });

  it("keeps a streak by the typist's own midnight", () => {
    // Practised on the 24th in Paris; at 23:30 UTC on the 25th it is the 26th there.
    const calendar = (now: string) =>
      practiceCalendar([lesson("2026-11-24T12:00:00Z")], at(now), 60).streak.days;
    expect(calendar("2026-11-25T22:59:00Z")).toBe(1);
    expect(calendar("2026-11-25T23:30:00Z")).toBe(0);
  });

  it("is empty with no lessons", () => {
    expect(practiceCalendar([], at("2026-11-25T00:00:00Z"))).toEqual({
      days: [],
      totalMs: 0,
      streak: { days: 0, lastDay: null },
    });
  });
});
