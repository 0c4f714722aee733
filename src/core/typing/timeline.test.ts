import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyEdit, diffEdit, isSynthetic, replay, type TimelineEdit } from "./timeline.ts";

describe("diffEdit", () => {
  it("records an appended character", () => {
    expect(diffEdit("the", "the ", 120)).toEqual([120, 3, 0, " "]);
  });

  it("records a backspace", () => {
    expect(diffEdit("thx", "th", 200)).toEqual([200, 2, 1, ""]);
  });

  it("records a replacement in the middle", () => {
    expect(diffEdit("the cat", "the bat", 5)).toEqual([5, 4, 1, "b"]);
  });

  it("records nothing when nothing changed", () => {
    expect(diffEdit("same", "same", 9)).toBeNull();
  });

  it("handles repeated letters without over-counting the shared part", () => {
    expect(diffEdit("aa", "aaa", 1)).toEqual([1, 2, 0, "a"]);
  });
});

describe("replay", () => {
  const edits: TimelineEdit[] = [
    [100, 0, 0, "t"],
    [200, 1, 0, "x"],
    [300, 1, 1, ""],
    [400, 1, 0, "he"],
  ];

  it("rebuilds the final text", () => {
    expect(replay(edits)).toBe("the");
  });

  it("rebuilds the text at a moment of the test", () => {
    expect(replay(edits, 250)).toBe("tx");
    expect(replay(edits, 99)).toBe("");
    // An edit at the very moment counts.
    expect(replay(edits, 100)).toBe("t");
    expect(replay(edits, 300)).toBe("t");
  });

  it("rebuilds any sequence of input values from their diffs", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 20 }), { maxLength: 30 }), (values) => {
        const recorded: TimelineEdit[] = [];
        let previous = "";
        values.forEach((value, i) => {
          const edit = diffEdit(previous, value, i);
          if (edit) recorded.push(edit);
          expect(edit ? applyEdit(previous, edit) : previous).toBe(value);
          previous = value;
        });
        expect(replay(recorded)).toBe(values.at(-1) ?? "");
      }),
    );
  });
});

describe("isSynthetic", () => {
  it("reads the synthetic flag, alone or with composition", () => {
    expect(isSynthetic([0, 0, 0, "a"])).toBe(false);
    expect(isSynthetic([0, 0, 0, "a", 1])).toBe(true);
    expect(isSynthetic([0, 0, 0, "a", 2])).toBe(false);
    expect(isSynthetic([0, 0, 0, "a", 3])).toBe(true);
  });
});
