import { describe, expect, it } from "vitest";
import { KeyRecording } from "./key-recording.ts";

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
});
