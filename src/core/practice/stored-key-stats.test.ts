import type { KeyStats } from "../insight/key-stats.ts";
import { describe, expect, it } from "vitest";
import { NO_KEY_STATS, readStoredKeyStats, withRun } from "./stored-key-stats.ts";

describe("readStoredKeyStats", () => {
  it("reads figures as they were stored", () => {
    const stored = {
      keys: { a: [3, 1, 2, 250], space: [1, 0, 0, 0] },
      bigrams: { "a ": [1, 0, 1, 90] },
    };
    expect(readStoredKeyStats(JSON.stringify(stored))).toEqual(stored);
  });

  it.each([
    ["nothing stored", null],
    ["broken JSON", "{keys:"],
    ["a number", "42"],
    ["null", "null"],
    ["an array", "[1,2]"],
    ["a string", '"keys"'],
    ["true", "true"],
    ["lists of figures under keys and bigrams", '{"keys":[[1,0,0,0]],"bigrams":null}'],
  ])("reads %s as no figures", (_, raw) => {
    expect(readStoredKeyStats(raw)).toEqual(NO_KEY_STATS);
  });

  it("drops the entries that are not figures and keeps the rest", () => {
    const raw = JSON.stringify({
      keys: {
        a: [3, 1, 2, 250],
        b: [1, 2, 0, 0], // more errors than keystrokes
        c: [1, 0, 0],
        d: [1.5, 0, 0, 0],
        e: [1, 0, 0, -4],
        f: "fast",
        __proto__x: [1, 0, 0, 0],
      },
      bigrams: [["th", [1, 0, 0, 0]]],
    });
    expect(readStoredKeyStats(raw)).toEqual({ keys: { a: [3, 1, 2, 250] }, bigrams: {} });
  });

  it("takes figures at their bounds: as many errors or timed keystrokes as keystrokes, none at all", () => {
    const stored = { keys: { a: [2, 2, 2, 0], b: [0, 0, 0, 0] }, bigrams: {} };
    expect(readStoredKeyStats(JSON.stringify(stored))).toEqual(stored);
  });

  it("drops figures past their bounds, and entries that are not four numbers", () => {
    const raw = JSON.stringify({
      keys: {
        a: [1, 0, 2, 100], // more timed keystrokes than keystrokes
        b: [1, -1, 0, 0], // a negative count
        c: [1, 0, 0, 0, 9], // a fifth number
        d: { 0: 1, 1: 0, 2: 0, 3: 0 }, // numbered, but not a list
        e: [1, 0, 1, "50"], // a time in text
        f: [1, 0, 1, null],
        g: [1, 0, 1, 50],
      },
      bigrams: {},
    });
    expect(readStoredKeyStats(raw)).toEqual({ keys: { g: [1, 0, 1, 50] }, bigrams: {} });
  });

  it("does not let a stored name reach an object's prototype", () => {
    const stats = readStoredKeyStats('{"keys":{"__proto__":[1,0,0,0]},"bigrams":{}}');
    expect(Object.getPrototypeOf(stats.keys)).toBe(Object.prototype);
    expect(stats.keys).toEqual({});
  });
});

describe("withRun", () => {
  it("adds a run's keystrokes to what is stored", () => {
    // "ab" typed as a at 0 ms, then x at 200 ms where b was expected.
    const next = withRun({ keys: { a: [2, 1, 1, 300] }, bigrams: {} }, "ab", [
      [0, 0, 0, "a"],
      [200, 1, 0, "x"],
    ]);
    // a: one more keystroke, untimed (the run's first); b: one wrong one, 200 ms after the a.
    expect(next).toEqual({
      keys: { a: [3, 1, 1, 300], b: [1, 1, 1, 200] },
      bigrams: { ab: [1, 1, 1, 200] },
    });
  });

  it("leaves the stored figures as they were", () => {
    const stored: KeyStats = { keys: { a: [2, 1, 1, 300] }, bigrams: {} };
    withRun(stored, "a", [[0, 0, 0, "a"]]);
    expect(stored.keys.a).toEqual([2, 1, 1, 300]);
  });
});
