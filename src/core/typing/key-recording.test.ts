import { describe, expect, it } from "vitest";
import { KeyRecording, MAX_RECORDED_KEYS } from "./key-recording.ts";

describe("KeyRecording", () => {
  it("pairs each key's down and up, overlapping presses included", () => {
    const keys = new KeyRecording();
    keys.down("KeyT", "t", 1000);
    keys.down("KeyH", "h", 1080);
    keys.up("KeyT", "t", 1100);
    keys.up("KeyH", "h", 1170);
    expect(keys.keyEvents(1005, 5000)).toEqual([
      [0, 95, "KeyT", "t"],
      [75, 165, "KeyH", "h"],
    ]);
  });

  it("counts a repeating key once, and leaves a key still down at the end without an up", () => {
    const keys = new KeyRecording();
    keys.down("KeyA", "a", 100);
    keys.down("KeyA", "a", 130, true);
    keys.down("KeyB", "b", 200);
    keys.up("KeyA", "a", 300);
    keys.up("KeyB", "b", 6000);
    expect(keys.keyEvents(100, 5000)).toEqual([
      [0, 200, "KeyA", "a"],
      [100, null, "KeyB", "b"],
    ]);
  });

  it("keeps a virtual keyboard's unidentified keys as given", () => {
    const keys = new KeyRecording();
    keys.down("", "Unidentified", 10);
    keys.up("", "Unidentified", 40);
    expect(keys.keyEvents(10, 100)).toEqual([[0, 30, "", "Unidentified"]]);
  });

  it("leaves out presses long before the test and after its end", () => {
    const keys = new KeyRecording();
    keys.down("Tab", "Tab", 0);
    keys.up("Tab", "Tab", 50);
    keys.down("KeyA", "a", 1995);
    keys.up("KeyA", "a", 2080);
    keys.down("KeyB", "b", 9001);
    expect(keys.keyEvents(2000, 9000)).toEqual([[0, 80, "KeyA", "a"]]);
  });

  it("keeps presses from exactly 1 s before the first keystroke to exactly the end", () => {
    const keys = new KeyRecording();
    keys.down("ShiftLeft", "Shift", 1000);
    keys.up("ShiftLeft", "Shift", 1500);
    keys.down("KeyA", "a", 9000);
    keys.up("KeyA", "a", 9000);
    expect(keys.keyEvents(2000, 9000)).toEqual([
      [0, 0, "ShiftLeft", "Shift"],
      [7000, 7000, "KeyA", "a"],
    ]);
  });

  it("gives a key never released no up time", () => {
    const keys = new KeyRecording();
    keys.down("KeyA", "a", 2100);
    expect(keys.keyEvents(2000, 9000)).toEqual([[100, null, "KeyA", "a"]]);
  });

  it("ignores a key up with no press: a key held before the page had focus", () => {
    const keys = new KeyRecording();
    keys.up("KeyQ", "q", 50);
    keys.down("KeyA", "a", 100);
    keys.up("KeyA", "a", 180);
    // A second key up for a press already released changes nothing.
    keys.up("KeyA", "a", 400);
    expect(keys.keyEvents(100, 1000)).toEqual([[0, 80, "KeyA", "a"]]);
  });

  it("cuts a code or key name to 32 characters", () => {
    const keys = new KeyRecording();
    keys.down("C".repeat(40), "K".repeat(40), 100);
    expect(keys.keyEvents(100, 1000)).toEqual([[0, null, "C".repeat(32), "K".repeat(32)]]);
  });

  it(`records no more than ${MAX_RECORDED_KEYS} presses`, () => {
    const keys = new KeyRecording();
    for (let i = 0; i <= MAX_RECORDED_KEYS; i++) keys.down("KeyA", "a", i);
    const events = keys.keyEvents(0, MAX_RECORDED_KEYS + 1);
    expect(events).toHaveLength(MAX_RECORDED_KEYS);
    expect(events.at(-1)![0]).toBe(MAX_RECORDED_KEYS - 1);
  });
});
