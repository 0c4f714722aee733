import { describe, expect, it } from "vitest";
import { choosePace, msToNextPaceStep, paceIndex, paceStepMs } from "./pace-caret.ts";

describe("paceIndex", () => {
  it("moves five characters a second at 60 WPM", () => {
    expect(paceStepMs(60)).toBe(200);
    expect(paceIndex(0, 60)).toBe(0);
    expect(paceIndex(199, 60)).toBe(0);
    expect(paceIndex(200, 60)).toBe(1);
    expect(paceIndex(3000, 60)).toBe(15);
    expect(paceIndex(60_000, 60)).toBe(300);
  });

  it("moves in proportion to the speed", () => {
    expect(paceIndex(60_000, 120)).toBe(600);
    expect(paceIndex(60_000, 10)).toBe(50);
    expect(paceIndex(1000, 72)).toBe(6);
  });

  it("stays on the first character before the clock starts", () => {
    expect(paceIndex(-500, 60)).toBe(0);
  });
});

describe("msToNextPaceStep", () => {
  it("waits for the next character's moment", () => {
    expect(msToNextPaceStep(0, 60)).toBe(200);
    expect(msToNextPaceStep(150, 60)).toBe(50);
    expect(msToNextPaceStep(200, 60)).toBe(200);
    expect(msToNextPaceStep(1010, 120)).toBe(90);
  });
});

describe("choosePace", () => {
  const none = { best: null, recent: [] };

  it("races the personal best, in whole WPM", () => {
    expect(choosePace("best", 60, { best: 72.4, recent: [50] })).toEqual({
      wpm: 72,
      label: "Pace: 72 WPM, your best",
    });
  });

  it("races the mean of the recent results", () => {
    expect(choosePace("average", 60, { best: 90, recent: [50, 61, 70] })).toEqual({
      wpm: 60,
      label: "Pace: 60 WPM, your average",
    });
  });

  it("falls back to the set speed, and says so, before there is a result", () => {
    expect(choosePace("best", 60, none)).toEqual({ wpm: 60, label: "Pace: 60 WPM (no best yet)" });
    expect(choosePace("average", 45, none)).toEqual({
      wpm: 45,
      label: "Pace: 45 WPM (no average yet)",
    });
    expect(choosePace("best", 60, { best: 0, recent: [] }).wpm).toBe(60);
  });

  it("uses the set speed when that is the setting, whatever the results", () => {
    expect(choosePace("custom", 85, { best: 120, recent: [100] })).toEqual({
      wpm: 85,
      label: "Pace: 85 WPM",
    });
  });
});
