import { describe, expect, it } from "vitest";
import { characterTarget, timeLimit, timeLimitOf } from "./mode-limits.ts";

describe("timeLimit and characterTarget", () => {
  it("put timed tests and custom durations on the clock", () => {
    expect(timeLimit({ kind: "timed", seconds: 120 })).toBe(120);
    expect(timeLimit({ kind: "custom-length", unit: "seconds", value: 45 })).toBe(45);
    expect(timeLimit({ kind: "custom-length", unit: "characters", value: 45 })).toBeNull();
    expect(timeLimit({ kind: "length", characters: 300 })).toBeNull();
    expect(timeLimit({ kind: "custom" })).toBeNull();
  });

  it("read a stored name's time limit", () => {
    expect(timeLimitOf("1-minute")).toBe(60);
    expect(timeLimitOf("custom 45 seconds")).toBe(45);
    expect(timeLimitOf("custom 45 characters")).toBeNull();
    expect(timeLimitOf("unknown")).toBeNull();
  });

  it("cut character tests and custom counts near their target", () => {
    expect(characterTarget({ kind: "length", characters: 300 })).toBe(300);
    expect(characterTarget({ kind: "custom-length", unit: "characters", value: 750 })).toBe(750);
    expect(characterTarget({ kind: "custom-length", unit: "seconds", value: 750 })).toBeNull();
    expect(characterTarget({ kind: "timed", seconds: 30 })).toBeNull();
    expect(characterTarget({ kind: "zen" })).toBeNull();
  });
});
