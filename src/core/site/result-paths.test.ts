import { describe, expect, it } from "vitest";
import { replayPath, resultPath } from "./result-paths.ts";

describe("client page addresses", () => {
  it("links a result to its page and to its replay", () => {
    expect(resultPath(42)).toBe("/results/42");
    expect(replayPath(42)).toBe("/replay/42");
  });
});
