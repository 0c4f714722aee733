import { describe, expect, it } from "vitest";
import { EDIT_COMPOSED, type TimelineEdit } from "../typing/timeline.ts";
import { keystrokes, secondOf } from "./keystrokes.ts";

describe("keystrokes", () => {
  it("gives one keystroke per typed character, judged where it landed", () => {
    const edits: TimelineEdit[] = [
      [0, 0, 0, "c"],
      [100, 1, 0, "x"],
      [250, 1, 1, ""],
      [400, 1, 0, "a"],
    ];
    expect(keystrokes("cat", edits)).toEqual([
      { t: 0, edit: 0, position: 0, char: "c", correct: true, single: true },
      { t: 100, edit: 1, position: 1, char: "x", correct: false, single: true },
      { t: 400, edit: 3, position: 1, char: "a", correct: true, single: true },
    ]);
  });

  it("splits a composed word into its characters, none of them typed alone", () => {
    const strokes = keystrokes("the cat", [[500, 0, 0, "thr", EDIT_COMPOSED]]);
    expect(strokes.map((s) => [s.position, s.char, s.correct, s.single])).toEqual([
      [0, "t", true, false],
      [1, "h", true, false],
      [2, "r", false, false],
    ]);
  });

  it("does not count a pasted pair as typed alone even when not composed", () => {
    expect(keystrokes("ab", [[0, 0, 0, "ab"]]).map((s) => s.single)).toEqual([false, false]);
  });

  it("counts nothing past the passage as correct", () => {
    expect(keystrokes("a", [[0, 0, 0, "aa"]]).map((s) => s.correct)).toEqual([true, false]);
  });

  it("is empty for an empty timeline", () => {
    expect(keystrokes("abc", [])).toEqual([]);
  });
});

describe("secondOf", () => {
  it("puts the first instant and each whole second's end in that second", () => {
    expect([0, 1, 1000, 1001, 2000, 2500].map(secondOf)).toEqual([1, 1, 1, 2, 2, 3]);
  });
});
