import { describe, expect, it } from "vitest";
import { periodStart, previousPeriodStart } from "./periods.ts";

const at = (iso: string) => Date.parse(iso);

describe("period starts", () => {
  it("starts the day at 00:00 UTC", () => {
    expect(periodStart("day", at("2026-11-30T00:00:00.000Z"))).toBe("2026-11-30");
    expect(periodStart("day", at("2026-11-30T23:59:59.999Z"))).toBe("2026-11-30");
    expect(periodStart("day", at("2026-11-29T23:59:59.999Z"))).toBe("2026-11-29");
  });

  it("starts the week on Monday 00:00 UTC", () => {
    // 30 November 2026 is a Monday.
    expect(periodStart("week", at("2026-11-30T00:00:00.000Z"))).toBe("2026-11-30");
    expect(periodStart("week", at("2026-12-06T23:59:59.999Z"))).toBe("2026-11-30");
    expect(periodStart("week", at("2026-11-29T23:59:59.999Z"))).toBe("2026-11-23");
    expect(periodStart("week", at("2026-12-02T12:00:00.000Z"))).toBe("2026-11-30");
  });

  it("crosses the year boundary as ISO weeks do", () => {
    // 1 January 2027 is a Friday, in the week that began Monday 28 December 2026.
    expect(periodStart("week", at("2027-01-01T08:00:00.000Z"))).toBe("2026-12-28");
    expect(periodStart("day", at("2027-01-01T00:00:00.000Z"))).toBe("2027-01-01");
    expect(previousPeriodStart("day", at("2027-01-01T00:00:00.000Z"))).toBe("2026-12-31");
  });

  it("works before 1970's first Monday", () => {
    expect(periodStart("week", at("1970-01-01T00:00:00.000Z"))).toBe("1969-12-29");
  });

  it("names the period before the current one", () => {
    expect(previousPeriodStart("day", at("2026-11-30T00:00:00.000Z"))).toBe("2026-11-29");
    expect(previousPeriodStart("week", at("2026-11-30T00:00:00.000Z"))).toBe("2026-11-23");
    expect(previousPeriodStart("week", at("2026-12-06T23:59:59.999Z"))).toBe("2026-11-23");
  });
});
