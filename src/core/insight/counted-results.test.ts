import { describe, expect, it } from "vitest";
import { VERIFICATION_STATUSES } from "../api/results.ts";
import { countsForTypist } from "./counted-results.ts";

describe("countsForTypist", () => {
  it("counts verified results and those saved before verification, not flagged, held or removed ones", () => {
    expect(VERIFICATION_STATUSES.filter(countsForTypist)).toEqual(["verified", "unverified"]);
  });
});
