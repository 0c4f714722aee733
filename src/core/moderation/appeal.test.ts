import { describe, expect, it } from "vitest";
import { canAppeal } from "./appeal.ts";

describe("canAppeal", () => {
  it("offers a review of a flagged timed result only", () => {
    expect(canAppeal({ verification: "flagged", mode: "1-minute" })).toBe(true);
    expect(canAppeal({ verification: "verified", mode: "1-minute" })).toBe(false);
    expect(canAppeal({ verification: "pending", mode: "1-minute" })).toBe(false);
    // Never ranked, so there is nothing for a moderator to decide.
    expect(canAppeal({ verification: "flagged", mode: "300 Characters" })).toBe(false);
    expect(canAppeal({ verification: "flagged", mode: "race" })).toBe(false);
    expect(canAppeal({ verification: "flagged", mode: "no such mode" })).toBe(false);
  });
});
