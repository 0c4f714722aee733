import { describe, expect, it } from "vitest";
import { durationLabel, formatDateTime, oneDecimal } from "./format.ts";

describe("durationLabel", () => {
  it.each([
    [30, "30 seconds"],
    [60, "1 minute"],
    [120, "2 minutes"],
    [600, "10 minutes"],
  ])("labels %i seconds as %s", (seconds, label) => {
    expect(durationLabel(seconds)).toBe(label);
  });
});

describe("number and date formats", () => {
  it("shows one decimal", () => {
    expect(oneDecimal(72)).toBe("72.0");
    expect(oneDecimal(98.25)).toBe("98.3");
  });

  it("writes en-US dates with hour and minute", () => {
    expect(formatDateTime("2025-02-03T15:04:00Z", "UTC")).toBe("Feb 3, 2025, 3:04 PM");
  });
});
