import { describe, expect, it } from "vitest";
import { saveResultRequestSchema } from "../api/results.ts";
import { type FinishedTest, saveRequestOf } from "./finished-test.ts";

const finished: FinishedTest = {
  token: "signed.token",
  mode: "30-seconds",
  difficulty: "easy",
  duration: 30,
  rawText: "The sun came up",
  typedText: "The sun",
  timeline: [[0, 0, 0, "The sun"]],
};
const offline = { id: "a1b2c3d4e5f60718293a4b5c6d7e8f90", passageIds: [-1, -2] };

describe("saveRequestOf", () => {
  it("sends a test with its token, whatever the offline record says", () => {
    const request = saveRequestOf(finished, offline);
    expect(request).toEqual(finished);
    expect(saveResultRequestSchema.safeParse(request).success).toBe(true);
  });

  it("sends a test started offline with its id and passages in place of a token", () => {
    const request = saveRequestOf({ ...finished, token: null }, offline);
    expect(request).toEqual({ ...finished, token: undefined, offline });
    expect(request).not.toHaveProperty("token");
    expect(saveResultRequestSchema.safeParse(request).success).toBe(true);
  });

  it("has nothing to send for a test started offline whose passages are not known", () => {
    expect(saveRequestOf({ ...finished, token: null }, null)).toBeNull();
  });
});
