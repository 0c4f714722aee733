import { describe, expect, it } from "vitest";
import {
  type TimelineEditV1,
  readTimeline,
  recordedTimeline,
  upgradeTimeline,
} from "./recorded-timeline.ts";
import type { TimelineEdit } from "./timeline.ts";

const edits: TimelineEdit[] = [
  [0, 0, 0, "t"],
  [140, 1, 0, "h", 1],
  [300, 2, 0, "は", 2],
];

describe("readTimeline", () => {
  it("reads a version 1 timeline, a bare array of edits, as version 2 without keys", () => {
    expect(
      readTimeline([
        [0, 0, 0, "t"],
        [140, 1, 0, "h", 1],
      ]),
    ).toEqual({
      version: 2,
      edits: [
        [0, 0, 0, "t"],
        [140, 1, 0, "h", 1],
      ],
      keys: [],
    });
    expect(readTimeline([])).toEqual({ version: 2, edits: [], keys: [] });
  });

  it("reads a version 2 timeline with its keys", () => {
    const stored = {
      version: 2,
      edits,
      keys: [
        [0, 80, "KeyT", "t"],
        [120, null, "KeyH", "h"],
      ],
    };
    expect(readTimeline(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it.each([
    ["nothing", null],
    ["a string", "[[0,0,0,'a']]"],
    ["an unknown version", { version: 3, edits: [], keys: [] }],
    ["a version 2 timeline without keys", { version: 2, edits: [] }],
    ["an edit too short", [[0, 0, "a"]]],
    ["an edit with an unknown flag", { version: 2, edits: [[0, 0, 0, "a", 4]], keys: [] }],
    ["composition in a version 1 timeline, which never recorded it", [[0, 0, 0, "a", 2]]],
    ["a negative time", [[-1, 0, 0, "a"]]],
    ["a key without its code", { version: 2, edits: [], keys: [[0, 10, "a"]] }],
    ["a key with a text time", { version: 2, edits: [], keys: [[0, "10", "KeyA", "a"]] }],
    ["an edit too long", [[0, 0, 0, "a", 1, 1]]],
    ["an edit that is no array", ["a"]],
    ["an edit that is an object", [{ length: 4 }]],
    ["a version 2 edit that is an object", { version: 2, edits: [{}], keys: [] }],
    ["an edit with a text position", [[0, "0", 0, "a"]]],
    ["an edit with a negative removal", [[0, 0, -1, "a"]]],
    ["an edit inserting a number", [[0, 0, 0, 7]]],
    [
      "a good edit followed by a bad one",
      [
        [0, 0, 0, "a"],
        [1, 1, 0],
      ],
    ],
    ["a version 2 bad edit after a good one", { version: 2, edits: [edits[0], [1]], keys: [] }],
    ["a key too long", { version: 2, edits: [], keys: [[0, 10, "KeyA", "a", 1]] }],
    ["a key that is no array", { version: 2, edits: [], keys: ["KeyA"] }],
    ["a key without its key name", { version: 2, edits: [], keys: [[0, 10, "KeyA", 65]] }],
    ["a key with a numeric code", { version: 2, edits: [], keys: [[0, 10, 65, "a"]] }],
    [
      "a good key followed by a bad one",
      { version: 2, edits: [], keys: [[0, 10, "KeyA", "a"], [20]] },
    ],
    ["version 2 edits that are no array", { version: 2, edits: "[]", keys: [] }],
    ["version 2 keys that are no array", { version: 2, edits: [], keys: {} }],
    ["a number", 2],
  ])("refuses %s", (_case, stored) => {
    expect(() => readTimeline(stored)).toThrow(
      new TypeError("Not a keystroke timeline of a known version"),
    );
  });

  it("takes a key still held at the end, its up time null", () => {
    const held = { version: 2, edits: [], keys: [[5, null, "ShiftLeft", "Shift"]] };
    expect(readTimeline(held).keys).toEqual([[5, null, "ShiftLeft", "Shift"]]);
  });
});

describe("upgradeTimeline", () => {
  it("wraps bare edits and keeps a version 2 timeline as it is", () => {
    const v1: TimelineEditV1[] = [
      [0, 0, 0, "t"],
      [140, 1, 0, "h", 1],
    ];
    expect(upgradeTimeline(v1)).toEqual({ version: 2, edits: v1, keys: [] });
    const withKeys = recordedTimeline(edits, [[0, 80, "KeyT", "t"]]);
    expect(upgradeTimeline(withKeys)).toBe(withKeys);
  });
});
