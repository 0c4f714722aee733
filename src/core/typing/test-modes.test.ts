import { describe, expect, it } from "vitest";
import {
  TIMED_DURATIONS,
  characterModeName,
  isCharacterMode,
  timedModeName,
  timedTestLabel,
  timedTestPath,
} from "./test-modes.ts";

describe("timed test names", () => {
  it("spells seconds below a minute and minutes from one minute up (SPEC §2, §9)", () => {
    expect(TIMED_DURATIONS.map(timedTestPath)).toEqual([
      "/30-seconds",
      "/1-minute",
      "/2-minute",
      "/3-minute",
      "/5-minute",
      "/10-minute",
    ]);
    expect(TIMED_DURATIONS.map(timedTestLabel)).toEqual([
      "30 Seconds",
      "1 Minute",
      "2 Minute",
      "3 Minute",
      "5 Minute",
      "10 Minute",
    ]);
    expect(timedModeName(30)).toBe("30-seconds");
    expect(timedModeName(60)).toBe("1-minute");
  });
});

describe("isCharacterMode", () => {
  it("tells character tests by their ' Characters' ending", () => {
    expect(isCharacterMode(characterModeName(300))).toBe(true);
    expect(isCharacterMode("300 Characters")).toBe(true);
    expect(isCharacterMode("1-minute")).toBe(false);
    expect(isCharacterMode("300 characters")).toBe(false);
  });
});
