import { describe, expect, it } from "vitest";
import { RESULT_MODES, saveResultRequestSchema, timedModeSeconds } from "./results.ts";

const base = {
  token: "payload.signature",
  difficulty: "medium",
  rawText: "abc def",
  typedText: "abc",
  timeline: [
    [0, 0, 0, "a"],
    [180, 1, 0, "b"],
    [330, 2, 0, "c", 1],
  ],
};

describe("saveResultRequestSchema", () => {
  it("knows every timed and length mode", () => {
    expect(RESULT_MODES).toContain("30-seconds");
    expect(RESULT_MODES).toContain("10-minute");
    expect(RESULT_MODES).toContain("2000 Characters");
    expect(timedModeSeconds("5-minute")).toBe(300);
    expect(timedModeSeconds("300 Characters")).toBeUndefined();
  });

  it("accepts consistent timed and length results", () => {
    expect(
      saveResultRequestSchema.safeParse({ ...base, mode: "2-minute", duration: 120 }).success,
    ).toBe(true);
    expect(
      saveResultRequestSchema.safeParse({
        ...base,
        mode: "300 Characters",
        duration: 45,
        elapsedMs: 45_400,
      }).success,
    ).toBe(true);
  });

  it.each([
    ["a client-sent score", { mode: "1-minute", duration: 60, wpm: 100 }],
    ["a mismatched duration", { mode: "1-minute", duration: 61 }],
    ["a length test without its time", { mode: "300 Characters", duration: 45 }],
    ["elapsedMs on a timed test", { mode: "1-minute", duration: 60, elapsedMs: 60_000 }],
    ["typed text past the passage", { mode: "1-minute", duration: 60, typedText: "abc def!" }],
    ["no test token", { mode: "1-minute", duration: 60, token: undefined }],
    ["an empty timeline", { mode: "1-minute", duration: 60, timeline: [] }],
    ["a timeline edit of the wrong shape", { mode: "1-minute", duration: 60, timeline: [[0, 0]] }],
    ["an unknown edit marker", { mode: "1-minute", duration: 60, timeline: [[0, 0, 0, "a", 2]] }],
    ["a negative edit time", { mode: "1-minute", duration: 60, timeline: [[-1, 0, 0, "a"]] }],
  ])("refuses %s", (_case, fields) => {
    expect(saveResultRequestSchema.safeParse({ ...base, ...fields }).success).toBe(false);
  });

  it.each([
    [
      { mode: "1-minute", duration: 60, typedText: "abc def!" },
      "typedText",
      "must not be longer than rawText",
    ],
    [{ mode: "300 Characters", duration: 45 }, "elapsedMs", "is required for a length test"],
    [
      { mode: "300 Characters", duration: 45, elapsedMs: 46_001 },
      "duration",
      "must be elapsedMs in whole seconds",
    ],
    [{ mode: "1-minute", duration: 61 }, "duration", "must be 60 for mode 1-minute"],
    [
      { mode: "1-minute", duration: 60, elapsedMs: 60_000 },
      "elapsedMs",
      "is only for length tests",
    ],
  ])("names the field and the rule broken: %j", (fields, path, message) => {
    const parsed = saveResultRequestSchema.safeParse({ ...base, ...fields });
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ path: [path], message })]);
  });

  it("lets a length test's duration differ from its elapsed time by a second at most", () => {
    const lengthTest = { ...base, mode: "300 Characters", duration: 45 };
    expect(saveResultRequestSchema.safeParse({ ...lengthTest, elapsedMs: 46_000 }).success).toBe(
      true,
    );
    expect(saveResultRequestSchema.safeParse({ ...lengthTest, elapsedMs: 44_000 }).success).toBe(
      true,
    );
    expect(saveResultRequestSchema.safeParse({ ...lengthTest, elapsedMs: 43_999 }).success).toBe(
      false,
    );
  });

  it("takes typed text as long as the passage", () => {
    const whole = { ...base, mode: "1-minute", duration: 60, typedText: "abc def" };
    expect(saveResultRequestSchema.safeParse(whole).success).toBe(true);
  });
});
