import { describe, expect, it } from "vitest";
import {
  customLengthDraftFromSearch,
  customLengthLabel,
  customLengthSearch,
  readCustomLength,
} from "./custom-length-input.ts";

describe("readCustomLength", () => {
  it("takes a whole number within the unit's bounds", () => {
    expect(readCustomLength("seconds", "45")).toEqual({
      ok: true,
      length: { unit: "seconds", value: 45 },
    });
    expect(readCustomLength("seconds", " 10 ")).toEqual({
      ok: true,
      length: { unit: "seconds", value: 10 },
    });
    expect(readCustomLength("characters", "10000")).toEqual({
      ok: true,
      length: { unit: "characters", value: 10_000 },
    });
  });

  it("says why an empty, fractional or written-out number is none", () => {
    expect(readCustomLength("seconds", "")).toEqual({
      ok: false,
      message: "Enter a number of seconds: 10 to 900 seconds.",
    });
    for (const input of ["45.5", "1e2", "-20", "forty"]) {
      expect(readCustomLength("seconds", input)).toEqual({
        ok: false,
        message: "Enter a whole number of seconds: 10 to 900 seconds.",
      });
    }
  });

  it("says the bounds of a number out of them", () => {
    expect(readCustomLength("seconds", "9")).toEqual({
      ok: false,
      message: "A custom test is 10 to 900 seconds; 9 is out of range.",
    });
    expect(readCustomLength("characters", "10001")).toEqual({
      ok: false,
      message: "A custom test is 50 to 10,000 characters; 10001 is out of range.",
    });
    expect(readCustomLength("characters", "49").ok).toBe(false);
    expect(readCustomLength("seconds", "901").ok).toBe(false);
  });
});

describe("a custom length's label", () => {
  it("labels it for people", () => {
    expect(customLengthLabel({ unit: "seconds", value: 45 })).toBe("Custom · 45 Seconds");
    expect(customLengthLabel({ unit: "characters", value: 50 })).toBe("Custom · 50 Characters");
  });
});

describe("a custom length in the address", () => {
  it("writes and reads '?seconds=45'", () => {
    expect(customLengthSearch({ unit: "seconds", value: 45 })).toBe("?seconds=45");
    expect(customLengthDraftFromSearch("?seconds=45")).toEqual({ unit: "seconds", input: "45" });
    expect(customLengthDraftFromSearch("?characters=750&x=1")).toEqual({
      unit: "characters",
      input: "750",
    });
  });

  it("keeps an invalid value as typed, so the page can say why, and names none without one", () => {
    expect(customLengthDraftFromSearch("?seconds=5")).toEqual({ unit: "seconds", input: "5" });
    expect(customLengthDraftFromSearch("")).toBeNull();
    expect(customLengthDraftFromSearch("?minutes=3")).toBeNull();
  });
});
