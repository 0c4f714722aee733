import { describe, expect, it } from "vitest";
import { nextKeySignal } from "./next-key-signal.ts";

describe("nextKeySignal", () => {
  it("tells its listeners of each new character, once, until they leave", () => {
    const signal = nextKeySignal();
    const heard: (string | null)[] = [];
    const leave = signal.subscribe((char) => heard.push(char));

    signal.set("a");
    signal.set("a");
    signal.set("b");
    signal.set(null);
    leave();
    signal.set("c");

    expect(heard).toEqual(["a", "b", null]);
    expect(signal.get()).toBe("c");
  });
});
