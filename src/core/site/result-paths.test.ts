import { describe, expect, it } from "vitest";
import { raceRunPath, replayPath, resultCardPath, resultPath } from "./result-paths.ts";

describe("client page addresses", () => {
  it("links a result to its page, its picture, its replay and the race against it", () => {
    expect(resultPath(42)).toBe("/results/42");
    expect(resultCardPath(42)).toBe("/results/42/card.png");
    expect(replayPath(42)).toBe("/replay/42");
    expect(raceRunPath(42)).toBe("/replay/42?race");
  });
});
