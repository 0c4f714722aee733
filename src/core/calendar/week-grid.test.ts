import { describe, expect, it } from "vitest";
import { shadeLevel, weekGrid } from "./week-grid.ts";

describe("weekGrid", () => {
  it("lays the weeks out Monday first, the last one stopping at today", () => {
    // 2026-11-25 is a Wednesday.
    const weeks = weekGrid("2026-11-25", 2, (day) => day);
    expect(weeks).toEqual([
      [
        "2026-11-16",
        "2026-11-17",
        "2026-11-18",
        "2026-11-19",
        "2026-11-20",
        "2026-11-21",
        "2026-11-22",
      ],
      ["2026-11-23", "2026-11-24", "2026-11-25"],
    ]);
  });

  it("gives a Monday a column of its own and crosses a month and a year", () => {
    // 2027-01-04 is a Monday.
    const weeks = weekGrid("2027-01-04", 2, (day) => day);
    expect(weeks[0]![0]).toBe("2026-12-28");
    expect(weeks[0]![6]).toBe("2027-01-03");
    expect(weeks[1]).toEqual(["2027-01-04"]);
  });

  it("makes each square with the given function", () => {
    const weeks = weekGrid("2026-11-25", 1, (day) => ({ day, odd: Number(day.slice(-1)) % 2 }));
    expect(weeks[0]!.map((cell) => cell.odd)).toEqual([1, 0, 1]);
  });
});

describe("shadeLevel", () => {
  it("shades nothing at zero, then one step below each threshold", () => {
    const steps = [3, 10] as const;
    expect([0, -1, 1, 2, 3, 9, 10, 500].map((n) => shadeLevel(n, steps))).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3,
    ]);
  });
});
