import { describe, expect, it } from "vitest";
import { speedPrediction, unlockPrediction } from "./prediction-text.ts";

describe("speedPrediction", () => {
  it("gives the lessons left, or says why it cannot", () => {
    expect(speedPrediction({ lessons: 12 }, 35)).toBe("About 12 lessons to 35 WPM at this pace.");
    expect(speedPrediction({ lessons: 1 }, 35)).toBe("1 lesson to 35 WPM at this pace.");
    expect(speedPrediction({ lessons: 0 }, 40)).toBe("Your lessons are at 40 WPM already.");
    expect(speedPrediction({ lessons: null, reason: "too-few" }, 35)).toBe(
      "After 5 lessons of this kind, a prediction of when you reach 35 WPM shows here.",
    );
    expect(speedPrediction({ lessons: null, reason: "not-improving" }, 35)).toMatch(
      /^Your speed has not risen/,
    );
  });
});

describe("unlockPrediction", () => {
  it("gives the lessons until every key is in play, or says why it cannot", () => {
    expect(unlockPrediction({ lessons: 30 })).toBe(
      "About 30 lessons until every key is in play, at the pace you unlock them now.",
    );
    expect(unlockPrediction({ lessons: 0 })).toBe("Every key of this kind is in play.");
    expect(unlockPrediction({ lessons: null, reason: "not-improving" })).toMatch(
      /^No key unlocked/,
    );
  });
});
