import { describe, expect, it } from "vitest";
import { speedClassOf } from "./speed-classes.ts";

describe("speedClassOf", () => {
  it.each([
    [0, "Beginner"],
    [25, "Beginner"],
    [25.9, "Beginner"],
    [26, "Intermediate"],
    [65, "Average"],
    [66, "Pro"],
    [100, "Expert"],
    [101, "Master"],
    [180, "Master"],
  ])("puts %d WPM in %s", (wpm, name) => {
    expect(speedClassOf(wpm).name).toBe(name);
  });
});
