import { describe, expect, it } from "vitest";
import { EditRecorder } from "./edit-recorder.ts";
import { EDIT_COMPOSED, EDIT_SYNTHETIC, replay } from "./timeline.ts";

describe("EditRecorder", () => {
  it("records each change of the input as one edit, and nothing for no change", () => {
    const recorder = new EditRecorder();
    recorder.record("t", 0);
    recorder.record("th", 120.4);
    recorder.record("th", 200);
    recorder.record("tx", 310.6);
    expect(recorder.typed).toBe("tx");
    expect(recorder.edits).toEqual([
      [0, 0, 0, "t"],
      [120, 1, 0, "h"],
      [311, 1, 1, "x"],
    ]);
    expect(replay(recorder.edits)).toBe("tx");
  });

  it("never lets time go back or below zero, as the server's replay requires", () => {
    const recorder = new EditRecorder();
    recorder.record("a", -5);
    recorder.record("ab", 400);
    recorder.record("abc", 390);
    expect(recorder.edits.map(([ms]) => ms)).toEqual([0, 400, 400]);
  });

  it("marks input a script sent and text an input method committed", () => {
    const recorder = new EditRecorder();
    recorder.record("a", 0, true);
    recorder.record("a 日本", 100, false, true);
    recorder.record("a 日本 x", 200, true, true);
    expect(recorder.edits.map((edit) => edit[4])).toEqual([
      EDIT_SYNTHETIC,
      EDIT_COMPOSED,
      EDIT_SYNTHETIC | EDIT_COMPOSED,
    ]);
  });

  it("builds on text already typed, as a racer who rejoins does", () => {
    const recorder = new EditRecorder("the qu");
    recorder.record("the qui", 5_000);
    expect(recorder.edits).toEqual([[5_000, 6, 0, "i"]]);
    expect(recorder.typed).toBe("the qui");
  });
});
