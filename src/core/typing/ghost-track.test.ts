import { describe, expect, it } from "vitest";
import { ghostEnd, ghostLengthAt, ghostTrack, msToNextGhostStep } from "./ghost-track.ts";
import { replay, type TimelineEdit } from "./timeline.ts";

// "the" typed with a slip: t, h, w (wrong), Backspace, e, then a space; two keys at one moment.
const EDITS: TimelineEdit[] = [
  [0, 0, 0, "t"],
  [180, 1, 0, "h"],
  [400, 2, 0, "w"],
  [650, 2, 1, ""],
  [800, 2, 0, "e"],
  [800, 3, 0, " "],
];

describe("ghostTrack", () => {
  it("follows the typed length through a mistake and its correction", () => {
    expect(ghostTrack(EDITS)).toEqual({
      times: [0, 180, 400, 650, 800, 800],
      lengths: [1, 2, 3, 2, 3, 4],
    });
  });

  it("counts a word taken back at once, and text inserted in one go", () => {
    const track = ghostTrack([
      [0, 0, 0, "two words"],
      [500, 4, 5, ""],
      [900, 4, 0, "ghosts"],
    ]);
    expect(track.lengths).toEqual([9, 4, 10]);
  });

  it("is empty for a run without keystrokes", () => {
    expect(ghostTrack([])).toEqual({ times: [], lengths: [] });
    expect(ghostLengthAt(ghostTrack([]), 1000)).toBe(0);
    expect(msToNextGhostStep(ghostTrack([]), 0)).toBeNull();
    expect(ghostEnd(ghostTrack([]))).toEqual({ length: 0, ms: 0 });
  });
});

describe("ghostLengthAt", () => {
  const track = ghostTrack(EDITS);

  it("stands where the replay stands at each moment", () => {
    for (const ms of [0, 1, 179, 180, 399, 400, 649, 650, 799, 800, 5000]) {
      expect(ghostLengthAt(track, ms), `at ${ms} ms`).toBe(replay(EDITS, ms).length);
    }
  });

  it("goes back when the run took a character back", () => {
    expect(ghostLengthAt(track, 649)).toBe(3);
    expect(ghostLengthAt(track, 650)).toBe(2);
  });

  it("has typed nothing before the first keystroke", () => {
    expect(ghostLengthAt(track, -1)).toBe(0);
    expect(ghostLengthAt(ghostTrack([[120, 0, 0, "a"]]), 100)).toBe(0);
  });

  it("takes every edit of one moment at once", () => {
    expect(ghostLengthAt(track, 800)).toBe(4);
  });
});

describe("msToNextGhostStep", () => {
  const track = ghostTrack(EDITS);

  it("waits for the next edit", () => {
    expect(msToNextGhostStep(track, -50)).toBe(50);
    expect(msToNextGhostStep(track, 0)).toBe(180);
    expect(msToNextGhostStep(track, 500)).toBe(150);
    expect(msToNextGhostStep(track, 650)).toBe(150);
  });

  it("has none after the last edit", () => {
    expect(msToNextGhostStep(track, 800)).toBeNull();
    expect(msToNextGhostStep(track, 9000)).toBeNull();
  });
});

describe("ghostEnd", () => {
  it("is the length and moment of the last edit", () => {
    expect(ghostEnd(ghostTrack(EDITS))).toEqual({ length: 4, ms: 800 });
  });
});
