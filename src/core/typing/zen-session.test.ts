import { describe, expect, it } from "vitest";
import { EDIT_COMPOSED, EDIT_SYNTHETIC } from "./timeline.ts";
import { MAX_ZEN_LENGTH, scoreZen, ZenSession } from "./zen-session.ts";

describe("scoreZen", () => {
  it("counts every typed character towards the WPM", () => {
    // 50 characters in 6 seconds: 10 words in a tenth of a minute.
    const score = scoreZen("x".repeat(50), 6_000);
    expect(score).toMatchObject({ wpm: 100, accuracy: 100, correct: 50, typedLength: 50 });
    expect(score.mistakes).toEqual([]);
  });

  it("scores nothing typed as 0 WPM", () => {
    expect(scoreZen("", 1_000).wpm).toBe(0);
  });
});

describe("ZenSession", () => {
  it("starts its clock on the first key and keeps running until it is ended", () => {
    const zen = new ZenSession();
    expect(zen.input("", 100)).toBe(true);
    expect(zen.status).toBe("idle");
    zen.input("h", 1_000);
    zen.input("hi", 1_200);
    expect(zen.status).toBe("running");
    expect(zen.startedAtMs).toBe(1_000);
    expect(zen.elapsedMs(4_000)).toBe(3_000);
    zen.finish(7_000);
    expect(zen.status).toBe("finished");
    expect(zen.input("hi!", 7_100)).toBe(false);
    const result = zen.result();
    expect(result).toMatchObject({ passage: "hi", typed: "hi", elapsedMs: 6_000, accuracy: 100 });
    expect(result.edits.map((edit) => edit[0])).toEqual([0, 200]);
    expect(result.history).toHaveLength(6);
  });

  it("takes Backspace and line breaks as typed, and composes a dead key's accent", () => {
    const zen = new ZenSession();
    zen.input("a", 0);
    zen.input("ab", 100);
    zen.input("a", 200);
    zen.input("a\ne\u0301", 300);
    zen.finish(1_000);
    expect(zen.result().typed).toBe("a\né");
  });

  it("does not end a run with nothing typed", () => {
    const zen = new ZenSession();
    zen.finish(500);
    expect(zen.status).toBe("idle");
    zen.input("a", 600);
    zen.input("", 700);
    zen.finish(800);
    expect(zen.status).toBe("running");
  });

  it("refuses text past its limit", () => {
    const zen = new ZenSession();
    expect(zen.input("a".repeat(MAX_ZEN_LENGTH), 0)).toBe(true);
    expect(zen.input("a".repeat(MAX_ZEN_LENGTH + 1), 10)).toBe(false);
    expect(zen.typed).toHaveLength(MAX_ZEN_LENGTH);
  });

  it("has no start and no time before the first key", () => {
    const zen = new ZenSession();
    expect(zen.startedAtMs).toBeNull();
    expect(zen.elapsedMs(5_000)).toBe(0);
  });

  it("keeps its time once ended, however long after it is asked", () => {
    const zen = new ZenSession();
    zen.input("a", 1_000);
    zen.finish(3_000);
    expect(zen.elapsedMs(9_000)).toBe(2_000);
    zen.finish(8_000);
    expect(zen.elapsedMs(9_000)).toBe(2_000);
    expect(zen.result().elapsedMs).toBe(2_000);
  });

  it("ends no sooner than its last keystroke, so its timeline fits within it", () => {
    const zen = new ZenSession();
    zen.input("a", 1_000);
    zen.input("ab", 1_500);
    zen.input("abc", 1_800);
    zen.finish(1_200);
    expect(zen.result().elapsedMs).toBe(800);
  });

  it("marks no edit as a script's or an input method's unless told, and marks those told", () => {
    const zen = new ZenSession();
    zen.input("a", 0);
    zen.input("ab", 100, true);
    zen.input("abc", 200, false, true);
    zen.finish(300);
    expect(zen.result().edits.map((edit) => edit[4])).toEqual([
      undefined,
      EDIT_SYNTHETIC,
      EDIT_COMPOSED,
    ]);
  });

  it("gives a result with stop on error off, as nothing typed can be an error", () => {
    const zen = new ZenSession();
    zen.input("a", 0);
    zen.finish(1_000);
    expect(zen.result().stopOnError).toBe("off");
  });
});
