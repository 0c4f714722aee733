import { describe, expect, it } from "vitest";
import { RESULT_MODES, saveResultRequestSchema } from "./results.ts";

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
    expect(RESULT_MODES).toHaveLength(16);
    // Modes not offered yet cannot be saved.
    expect(RESULT_MODES).not.toContain("practice");
    expect(RESULT_MODES).not.toContain("custom");
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

  it("accepts a versioned timeline with key presses and composed edits", () => {
    const timeline = {
      version: 2,
      edits: [...base.timeline, [400, 3, 0, "d", 2]],
      keys: [
        [0, 60, "KeyA", "a"],
        [400, null, "KeyD", "d"],
      ],
    };
    const parsed = saveResultRequestSchema.safeParse({
      ...base,
      mode: "1-minute",
      duration: 60,
      typedText: "abcd",
      timeline,
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.timeline).toEqual(timeline);
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
    ["an unknown timeline version", { version: 3, edits: base.timeline, keys: [] }],
    ["a versioned timeline without keys", { version: 2, edits: base.timeline }],
    ["an unknown versioned edit marker", { version: 2, edits: [[0, 0, 0, "a", 4]], keys: [] }],
    ["a key press without its key", { version: 2, edits: base.timeline, keys: [[0, 9, "KeyA"]] }],
    [
      "a key name too long",
      { version: 2, edits: base.timeline, keys: [[0, 9, "K".repeat(33), "k"]] },
    ],
    ["an unknown timeline field", { version: 2, edits: base.timeline, keys: [], wpm: 90 }],
  ])("refuses %s", (_case, timeline) => {
    const body = { ...base, mode: "1-minute", duration: 60, timeline };
    expect(saveResultRequestSchema.safeParse(body).success).toBe(false);
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
