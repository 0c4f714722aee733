import { describe, expect, it } from "vitest";
import { ghostRaceMode } from "./ghost-race-mode.ts";

describe("ghostRaceMode", () => {
  it("types a test's run again as the same test", () => {
    expect(ghostRaceMode("1-minute")).toEqual({ kind: "timed", seconds: 60 });
    expect(ghostRaceMode("300 Characters")).toEqual({ kind: "length", characters: 300 });
    expect(ghostRaceMode("25 Words")).toEqual({ kind: "words", count: 25 });
    expect(ghostRaceMode("custom 45 seconds")).toEqual({
      kind: "custom-length",
      unit: "seconds",
      value: 45,
    });
  });

  it("types any other run as a repeat, to its text's end", () => {
    for (const stored of ["practice", "custom", "zen", "repeat", "lesson", "race", "unknown"]) {
      expect(ghostRaceMode(stored)).toEqual({ kind: "repeat" });
    }
  });
});
