import { describe, expect, it } from "vitest";
import { calendarWeeks } from "./calendar-weeks.ts";

describe("calendarWeeks", () => {
  it("shades each day by the time typed on it", () => {
    const weeks = calendarWeeks(
      [
        { day: "2026-11-23", lessons: 1, ms: 50_000 },
        { day: "2026-11-24", lessons: 3, ms: 5 * 60_000 },
        { day: "2026-11-25", lessons: 9, ms: 20 * 60_000 },
      ],
      "2026-11-26",
      1,
    );
    expect(weeks[0]!.map((cell) => cell.level)).toEqual([1, 2, 3, 0]);
    expect(weeks[0]![1]).toMatchObject({ lessons: 3, ms: 300_000 });
  });
});
