import { describe, expect, it } from "vitest";
import { needsChallenge } from "./speed-challenge.ts";

describe("needsChallenge", () => {
  it("holds results above the threshold for typists without a certificate", () => {
    expect(needsChallenge(120, 120, null)).toBe(false);
    expect(needsChallenge(120.5, 120, null)).toBe(true);
  });

  it("lets a certified typist rank up to the certified speed", () => {
    expect(needsChallenge(150, 120, 150)).toBe(false);
    expect(needsChallenge(150.1, 120, 150)).toBe(true);
  });
});
