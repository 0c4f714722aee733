import { describe, expect, it } from "vitest";
import { canAppeal } from "./appeal.ts";

describe("canAppeal", () => {
  const flagged = { verification: "flagged", mode: "1-minute", flags: ["uniform-rhythm"] };

  it("offers a review of a flagged timed result only", () => {
    expect(canAppeal(flagged)).toBe(true);
    expect(canAppeal({ ...flagged, verification: "verified", flags: [] })).toBe(false);
    expect(canAppeal({ ...flagged, verification: "pending", flags: [] })).toBe(false);
    // Never ranked, so there is nothing for a moderator to decide.
    expect(canAppeal({ ...flagged, mode: "300 Characters" })).toBe(false);
    expect(canAppeal({ ...flagged, mode: "race" })).toBe(false);
    expect(canAppeal({ ...flagged, mode: "no such mode" })).toBe(false);
  });

  it("offers none of a result that could not be checked against its test as served", () => {
    expect(canAppeal({ ...flagged, flags: ["late"] })).toBe(false);
    expect(canAppeal({ ...flagged, flags: ["offline", "uniform-rhythm"] })).toBe(false);
  });
});
