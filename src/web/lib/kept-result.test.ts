import { afterEach, describe, expect, it } from "vitest";
import { type KeptResult, forgetKeptResult, keepForProfile, keptResultFor } from "./kept-result.ts";

const failed: Promise<KeptResult> = Promise.resolve({ saved: false, reason: "Too late" });

afterEach(forgetKeptResult);

describe("the result handed to the profile", () => {
  it("is nothing when no result was handed over", () => {
    expect(keptResultFor("visit-1")).toBeNull();
  });

  it("belongs to the first visit that asks, however often it asks, and to no later one", () => {
    keepForProfile(failed);
    expect(keptResultFor("visit-1")).toBe(failed);
    expect(keptResultFor("visit-1")).toBe(failed);
    expect(keptResultFor("visit-2")).toBeNull();
  });

  it("is gone once the greeting is closed, and the next hand-over starts afresh", () => {
    keepForProfile(failed);
    expect(keptResultFor("visit-1")).toBe(failed);
    forgetKeptResult();
    expect(keptResultFor("visit-1")).toBeNull();

    const next: Promise<KeptResult> = Promise.resolve({ saved: false, reason: undefined });
    keepForProfile(next);
    expect(keptResultFor("visit-2")).toBe(next);
  });
});
