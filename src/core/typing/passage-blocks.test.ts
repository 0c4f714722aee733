import { describe, expect, it } from "vitest";
import { tailBlock } from "./passage-blocks.ts";

describe("tailBlock", () => {
  it("runs the lookahead past the last line start", () => {
    expect(tailBlock([0, 60, 118], 40, 1000, 300)).toEqual({ start: 118, end: 418 });
  });

  it("runs the lookahead past the caret once the caret is in it", () => {
    expect(tailBlock([0], 130, 1000, 300)).toEqual({ start: 0, end: 430 });
  });

  it("stops at the end of the passage", () => {
    expect(tailBlock([0, 60], 90, 200, 300)).toEqual({ start: 60, end: 200 });
  });
});
