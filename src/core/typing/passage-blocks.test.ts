import { describe, expect, it } from "vitest";
import { lineGroups, tailBlock } from "./passage-blocks.ts";

describe("lineGroups", () => {
  it("has no lines before a second line start is known", () => {
    expect(lineGroups([0], 4)).toEqual([]);
  });

  it("groups whole lines, the last group holding what is left", () => {
    expect(lineGroups([0, 60, 118, 177, 240, 300], 2)).toEqual([
      { first: 0, last: 2, start: 0, end: 118 },
      { first: 2, last: 4, start: 118, end: 240 },
      { first: 4, last: 5, start: 240, end: 300 },
    ]);
  });

  it("covers the text up to the last line start without gaps", () => {
    const starts = [0, 7, 19, 33, 41, 58, 70];
    const groups = lineGroups(starts, 4);
    expect(groups[0]!.start).toBe(0);
    groups.slice(1).forEach((group, i) => expect(group.start).toBe(groups[i]!.end));
    expect(groups.at(-1)!.end).toBe(70);
  });
});

describe("tailBlock", () => {
  it("runs the lookahead past the last line start", () => {
    expect(tailBlock([0, 60, 118], 40, 1000, 300)).toEqual({ start: 118, end: 418 });
  });

  it("runs the lookahead past the caret once the caret is in it", () => {
    expect(tailBlock([0], 130, 1000, 300)).toEqual({ start: 0, end: 430 });
  });

  it("stops at the end of the passage", () => {
    expect(tailBlock([0, 60], 90, 200, 300)).toEqual({ start: 60, end: 200 });
  });
});
