import { describe, expect, it } from "vitest";
import { activityWeeks } from "./activity-calendar.ts";

describe("activityWeeks", () => {
  // 2026-11-25 is a Wednesday.
  const today = "2026-11-25";

  it("shades each day by its tests and leaves out days before the first week", () => {
    const weeks = activityWeeks(
      [
        { day: "2026-11-01", tests: 50 },
        { day: "2026-11-23", tests: 1 },
        { day: "2026-11-24", tests: 3 },
        { day: "2026-11-25", tests: 10 },
        { day: "2026-11-17", tests: 2 },
      ],
      today,
      2,
    );
    const cells = weeks.flat();
    expect(cells.map((c) => c.level)).toEqual([0, 1, 0, 0, 0, 0, 0, 1, 2, 3]);
    expect(cells.find((c) => c.day === "2026-11-25")).toEqual({
      day: "2026-11-25",
      tests: 10,
      level: 3,
    });
    expect(cells.some((c) => c.day === "2026-11-01")).toBe(false);
  });

  it("spans a year by default", () => {
    expect(activityWeeks([], today)).toHaveLength(53);
  });
});
