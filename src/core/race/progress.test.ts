import { describe, expect, it } from "vitest";
import { emptyTyping, lanePosition, liveWpm, replayChunk } from "./progress.ts";

describe("replayChunk", () => {
  it("replays a chunk on top of the earlier ones", () => {
    const first = replayChunk(
      emptyTyping(),
      { edits: [[100, 0, 0, "ab"]], keys: [], length: 2 },
      "abc",
      500,
    );
    expect(first).toMatchObject({ text: "ab", lastMs: 100 });
    const second = replayChunk(
      first as Exclude<typeof first, string>,
      {
        edits: [
          [300, 1, 1, ""],
          [400, 1, 0, "bc"],
        ],
        keys: [[290, 350, "Backspace", "Backspace"]],
        length: 3,
      },
      "abc",
      500,
    );
    expect(second).toMatchObject({ text: "abc", lastMs: 400 });
    expect(second).toHaveProperty("edits.length", 3);
    expect(second).toHaveProperty("keys.length", 1);
  });

  it("allows an edit timed up to the clock-skew margin after arrival, and no later", () => {
    const chunk = (t: number) => ({
      edits: [[t, 0, 0, "a"]] as [number, number, number, string][],
      keys: [],
      length: 1,
    });
    expect(typeof replayChunk(emptyTyping(), chunk(1500), "abc", 500)).toBe("object");
    expect(replayChunk(emptyTyping(), chunk(1501), "abc", 500)).toBe(
      "edit 0 happens after the test ended",
    );
  });

  it("refuses a timeline larger than typing the passage takes", () => {
    const edits = Array.from({ length: 205 }, (_, i): [number, number, number, string] => [
      i,
      0,
      0,
      "",
    ]);
    expect(replayChunk(emptyTyping(), { edits, keys: [], length: 0 }, "a", 10_000)).toBe(
      "more keystrokes than the passage takes",
    );
  });
});

describe("replayChunk's limits and reasons", () => {
  it("counts the key presses of earlier chunks with the new ones against the passage's bound", () => {
    const key = (i: number): [number, number, string, string] => [i, i + 50, "KeyA", "a"];
    const earlier = { ...emptyTyping(), keys: Array.from({ length: 300 }, (_, i) => key(i)) };
    const chunk = (count: number) => ({
      edits: [[1000, 0, 0, "a"]] as [number, number, number, string][],
      keys: Array.from({ length: count }, (_, i) => key(400 + i)),
      length: 1,
    });
    // "a" allows 204 edits and two keys each: 408 key presses in all.
    expect(replayChunk(earlier, chunk(108), "a", 2000)).toHaveProperty("keys.length", 408);
    expect(replayChunk(earlier, chunk(109), "a", 2000)).toBe(
      "more keystrokes than the passage takes",
    );
  });

  it("names the length the edits make when the chunk claims another", () => {
    const chunk = { edits: [[100, 0, 0, "ab"]] as [number, number, number, string][], keys: [] };
    expect(replayChunk(emptyTyping(), { ...chunk, length: 3 }, "abc", 500)).toBe(
      "the keystrokes make 2 characters, not 3",
    );
  });
});

describe("lanes", () => {
  it("count the characters typed right from the start, and correct characters per minute", () => {
    expect(lanePosition("hello", "helxo")).toBe(3);
    expect(lanePosition("hello", "hello")).toBe(5);
    expect(liveWpm("hello world", "hello", 6000)).toBe(10);
    expect(liveWpm("hello", "", 0)).toBe(0);
  });
});
