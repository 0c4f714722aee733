import { describe, expect, it } from "vitest";
import { customLengthName, isCustomLength, parseCustomLengthName } from "./custom-length.ts";

describe("isCustomLength", () => {
  it("holds a length to its unit's bounds", () => {
    expect(isCustomLength({ unit: "seconds", value: 900 })).toBe(true);
    expect(isCustomLength({ unit: "seconds", value: 1000 })).toBe(false);
    expect(isCustomLength({ unit: "characters", value: 1000 })).toBe(true);
    expect(isCustomLength({ unit: "characters", value: 100.5 })).toBe(false);
  });
});

describe("a custom length's names", () => {
  it("stores and reads back 'custom {value} {unit}'", () => {
    const length = { unit: "characters", value: 750 } as const;
    expect(customLengthName(length)).toBe("custom 750 characters");
    expect(parseCustomLengthName("custom 750 characters")).toEqual(length);
    expect(parseCustomLengthName("custom 45 seconds")).toEqual({ unit: "seconds", value: 45 });
  });

  it("reads no name it would not write", () => {
    for (const stored of [
      "custom",
      "custom 5 seconds",
      "custom 901 seconds",
      "custom 10001 characters",
      "custom 0045 seconds",
      "custom 45 words",
      "custom 45 seconds ",
      "Custom 45 seconds",
      "custom 9999999 characters",
    ]) {
      expect(parseCustomLengthName(stored)).toBeNull();
    }
  });
});
