import { describe, expect, it } from "vitest";
import { countInserts, identifiedKeys, keyTiming, median, variation } from "./input-evidence.ts";
import type { KeyEvent } from "./recorded-timeline.ts";
import type { TimelineEdit } from "./timeline.ts";

describe("countInserts", () => {
  it("tells key-by-key characters from bulk and composed ones", () => {
    const edits: TimelineEdit[] = [
      [0, 0, 0, "a"],
      [100, 1, 0, "bcd"],
      [200, 4, 0, "ef", 2],
      [300, 5, 1, ""],
      [400, 5, 0, "é"],
    ];
    expect(countInserts(edits)).toEqual({ characters: 7, bulk: 3, composed: 2, singleKeyEdits: 2 });
  });

  it("counts a character outside the basic plane once", () => {
    expect(countInserts([[0, 0, 0, "😀"]])).toMatchObject({ characters: 1, singleKeyEdits: 1 });
  });
});

describe("identifiedKeys", () => {
  it("drops a virtual keyboard's unidentified keys", () => {
    const keys: KeyEvent[] = [
      [0, 10, "KeyA", "a"],
      [20, 30, "", "Unidentified"],
      [40, 50, "", "Process"],
      [60, 70, "", "b"],
    ];
    expect(identifiedKeys(keys)).toEqual([[0, 10, "KeyA", "a"]]);
  });
});

describe("keyTiming", () => {
  it("measures holds and rollover of character keys only, in time order", () => {
    const keys: KeyEvent[] = [
      [200, 260, "KeyC", "c"],
      [0, 100, "KeyA", "a"],
      [80, 150, "KeyB", "b"],
      [10, 400, "ShiftLeft", "Shift"],
      [300, null, "KeyD", "d"],
    ];
    const timing = keyTiming(keys);
    expect(timing.presses).toBe(4);
    expect(timing.medianHoldMs).toBe(70);
    // b went down before a came up; c and d did not overlap.
    expect(timing.overlapShare).toBeCloseTo(1 / 3);
  });

  it("has no holds to judge when no key came up", () => {
    expect(keyTiming([[0, null, "KeyA", "a"]])).toEqual({
      presses: 1,
      medianHoldMs: null,
      holdVariation: null,
      overlapShare: 0,
    });
  });
});

describe("median and variation", () => {
  it("take the middle by size and the spread relative to the mean", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(variation([90, 110])).toBeCloseTo(0.1);
    expect(variation([0, 0])).toBe(0);
  });
});
