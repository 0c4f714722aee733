import { describe, expect, it } from "vitest";
import type { TimelineEdit } from "./timeline.ts";
import { wpmHistory } from "./wpm-history.ts";

function typeSteadily(text: string, msPerChar: number): TimelineEdit[] {
  return [...text].map((char, i) => [(i + 1) * msPerChar, i, 0, char]);
}

describe("wpmHistory", () => {
  it("gives one point per second at a steady pace", () => {
    const passage = "a".repeat(100);
    // 10 characters a second is 120 WPM.
    const history = wpmHistory(passage, typeSteadily(passage, 100), 5000);
    expect(history).toEqual([1, 2, 3, 4, 5].map((time) => ({ time, wpm: 120 })));
  });

  it("counts only correct characters", () => {
    const history = wpmHistory("aaaaaaaaaa", typeSteadily("abababababab".slice(0, 10), 100), 1000);
    expect(history).toEqual([{ time: 1, wpm: 60 }]);
  });

  it("includes a final partial second", () => {
    const history = wpmHistory("abcdef", typeSteadily("abcdef", 250), 1500);
    expect(history.map((p) => p.time)).toEqual([1, 2]);
    expect(history[1]!.wpm).toBe(Math.round(6 / 5 / (1.5 / 60)));
  });

  it("is empty for a test that never ran", () => {
    expect(wpmHistory("abc", [], 0)).toEqual([]);
  });
});
