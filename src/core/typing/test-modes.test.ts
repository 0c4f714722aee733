import { describe, expect, it } from "vitest";
import {
  OFFERED_MODES,
  TIMED_DURATIONS,
  WORD_COUNTS,
  canRank,
  isPractice,
  modeName,
  parseModeName,
  timedTestLabel,
  timedTestPath,
  wordTestLabel,
  wordTestPath,
  type TestMode,
} from "./test-modes.ts";

describe("timed test names", () => {
  it("spells seconds below a minute and minutes from one minute up (product 'Screens and routes', 'Constants and limits')", () => {
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
  });
});

describe("word test names", () => {
  it("spells paths as '/{N}-words' and labels as '{N} Words'", () => {
    expect(WORD_COUNTS.map(wordTestPath)).toEqual([
      "/10-words",
      "/25-words",
      "/50-words",
      "/100-words",
    ]);
    expect(WORD_COUNTS.map(wordTestLabel)).toEqual([
      "10 Words",
      "25 Words",
      "50 Words",
      "100 Words",
    ]);
  });
});

describe("modeName", () => {
  it("spells timed modes as their route and length modes as '{N} Characters'", () => {
    expect(modeName({ kind: "timed", seconds: 30 })).toBe("30-seconds");
    expect(modeName({ kind: "timed", seconds: 60 })).toBe("1-minute");
    expect(modeName({ kind: "timed", seconds: 600 })).toBe("10-minute");
    expect(modeName({ kind: "length", characters: 300 })).toBe("300 Characters");
    expect(modeName({ kind: "length", characters: 2000 })).toBe("2000 Characters");
  });

  it("names word modes '{N} Words', as character modes are named", () => {
    expect(modeName({ kind: "words", count: 10 })).toBe("10 Words");
    expect(modeName({ kind: "words", count: 100 })).toBe("100 Words");
  });

  it("names the modes not offered yet by their kind", () => {
    expect(modeName({ kind: "practice" })).toBe("practice");
    expect(modeName({ kind: "custom" })).toBe("custom");
    expect(modeName({ kind: "zen" })).toBe("zen");
    expect(modeName({ kind: "repeat" })).toBe("repeat");
    expect(modeName({ kind: "lesson" })).toBe("lesson");
    expect(modeName({ kind: "race" })).toBe("race");
  });

  it("names a custom length by its value and unit", () => {
    expect(modeName({ kind: "custom-length", unit: "seconds", value: 45 })).toBe(
      "custom 45 seconds",
    );
    expect(modeName({ kind: "custom-length", unit: "characters", value: 10_000 })).toBe(
      "custom 10000 characters",
    );
  });
});

describe("parseModeName", () => {
  it("reads stored names back", () => {
    expect(parseModeName("5-minute")).toEqual({ kind: "timed", seconds: 300 });
    expect(parseModeName("30-seconds")).toEqual({ kind: "timed", seconds: 30 });
    expect(parseModeName("1500 Characters")).toEqual({ kind: "length", characters: 1500 });
    expect(parseModeName("25 Words")).toEqual({ kind: "words", count: 25 });
    expect(parseModeName("practice")).toEqual({ kind: "practice" });
    expect(parseModeName("custom 45 seconds")).toEqual({
      kind: "custom-length",
      unit: "seconds",
      value: 45,
    });
  });

  it("round-trips every mode", () => {
    const modes: TestMode[] = [
      ...OFFERED_MODES,
      { kind: "practice" },
      { kind: "custom" },
      { kind: "zen" },
      { kind: "repeat" },
      { kind: "lesson" },
      { kind: "race" },
      { kind: "custom-length", unit: "seconds", value: 10 },
      { kind: "custom-length", unit: "seconds", value: 900 },
      { kind: "custom-length", unit: "characters", value: 50 },
      { kind: "custom-length", unit: "characters", value: 10_000 },
    ];
    for (const mode of modes) expect(parseModeName(modeName(mode))).toEqual(mode);
  });

  it("knows no other name", () => {
    for (const stored of [
      "",
      "1-minutes",
      "45-seconds",
      "301 Characters",
      "300 characters",
      "20 Words",
      "25 words",
      "custom 045 seconds",
      "custom 45 Seconds",
      "custom 45 minutes",
      "custom 1000000 characters",
      "custom 45.5 seconds",
      "custom  45 seconds",
    ]) {
      expect(parseModeName(stored)).toBeNull();
    }
    expect(parseModeName("Practice")).toBeNull();
  });
});

describe("OFFERED_MODES", () => {
  it("offers the six durations, ten lengths and four word counts, timed first", () => {
    expect(OFFERED_MODES).toHaveLength(20);
    expect(modeName(OFFERED_MODES[0]!)).toBe("30-seconds");
    expect(modeName(OFFERED_MODES[6]!)).toBe("300 Characters");
    expect(modeName(OFFERED_MODES[16]!)).toBe("10 Words");
  });
});

describe("canRank", () => {
  it("ranks timed tests only", () => {
    expect(canRank({ kind: "timed", seconds: 60 })).toBe(true);
    expect(canRank({ kind: "length", characters: 300 })).toBe(false);
    expect(canRank({ kind: "words", count: 25 })).toBe(false);
    expect(canRank({ kind: "practice" })).toBe(false);
    expect(canRank({ kind: "custom" })).toBe(false);
    expect(canRank({ kind: "zen" })).toBe(false);
    expect(canRank({ kind: "repeat" })).toBe(false);
    expect(canRank({ kind: "lesson" })).toBe(false);
    expect(canRank({ kind: "race" })).toBe(false);
    expect(canRank({ kind: "custom-length", unit: "seconds", value: 60 })).toBe(false);
  });
});

describe("isPractice", () => {
  it("tells practice and custom text from tests", () => {
    expect(isPractice({ kind: "practice" })).toBe(true);
    expect(isPractice({ kind: "custom" })).toBe(true);
    expect(isPractice({ kind: "zen" })).toBe(true);
    expect(isPractice({ kind: "repeat" })).toBe(true);
    expect(isPractice({ kind: "lesson" })).toBe(true);
    expect(isPractice({ kind: "custom-length", unit: "seconds", value: 45 })).toBe(true);
    expect(isPractice({ kind: "custom-length", unit: "characters", value: 500 })).toBe(true);
    expect(isPractice({ kind: "timed", seconds: 60 })).toBe(false);
    expect(isPractice({ kind: "length", characters: 300 })).toBe(false);
    expect(isPractice({ kind: "words", count: 10 })).toBe(false);
  });
});
