import { describe, expect, it } from "vitest";
import { difficultyLabel, durationWords, modeLabel } from "./mode-label.ts";

describe("a test mode in words", () => {
  it("names timed tests in seconds under a minute, then in minutes", () => {
    expect(["30-seconds", "1-minute", "2-minute", "10-minute"].map(modeLabel)).toEqual([
      "30 Seconds",
      "1 Minute",
      "2 Minutes",
      "10 Minutes",
    ]);
  });

  it("names character tests by their length", () => {
    expect(modeLabel("300 Characters")).toBe("300 Characters");
    expect(modeLabel("2000 Characters")).toBe("2000 Characters");
  });

  it("names word tests by their count", () => {
    expect(modeLabel("10 Words")).toBe("10 Words");
    expect(modeLabel("100 Words")).toBe("100 Words");
  });

  it("names a custom length by its unit, after 'Custom'", () => {
    expect(modeLabel("custom 45 seconds")).toBe("Custom · 45 Seconds");
    expect(modeLabel("custom 750 characters")).toBe("Custom · 750 Characters");
    expect(modeLabel("custom 45 minutes")).toBe("custom 45 minutes");
  });

  it("names the modes not offered yet, and shows an unknown name as it is", () => {
    expect(modeLabel("practice")).toBe("Practice");
    expect(modeLabel("custom")).toBe("Custom Text");
    expect(modeLabel("zen")).toBe("Zen");
    expect(modeLabel("repeat")).toBe("Repeat");
    expect(modeLabel("lesson")).toBe("Lesson");
    expect(modeLabel("race")).toBe("Race");
    expect(modeLabel("45-seconds")).toBe("45-seconds");
  });

  it("spells durations the way the navigation does", () => {
    expect([30, 60, 180, 300].map(durationWords)).toEqual([
      "30 Seconds",
      "1 Minute",
      "3 Minutes",
      "5 Minutes",
    ]);
  });
});

describe("a saved result's difficulty in words", () => {
  it("names a test's difficulty, and practice, which has none, as unranked", () => {
    expect(difficultyLabel("1-minute", "hard")).toBe("Hard");
    expect(difficultyLabel("300 Characters", "easy")).toBe("Easy");
    expect(difficultyLabel("practice", "medium")).toBe("Unranked");
    expect(difficultyLabel("custom", "medium")).toBe("Unranked");
    expect(difficultyLabel("zen", "medium")).toBe("Unranked");
    expect(difficultyLabel("lesson", "medium")).toBe("Unranked");
    expect(difficultyLabel("custom 45 seconds", "medium")).toBe("Unranked");
  });
});
