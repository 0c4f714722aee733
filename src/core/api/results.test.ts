import { describe, expect, it } from "vitest";
import {
  MAX_EDITS_EXTRA,
  MAX_EDITS_PER_CHARACTER,
  MAX_KEYS_PER_EDIT,
} from "../typing/result-verification.ts";
import { historyQuerySchema, RESULT_MODES, saveResultRequestSchema } from "./results.ts";

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
  it("knows every timed, length and word mode", () => {
    expect(RESULT_MODES).toContain("30-seconds");
    expect(RESULT_MODES).toContain("10-minute");
    expect(RESULT_MODES).toContain("2000 Characters");
    expect(RESULT_MODES).toContain("100 Words");
    expect(RESULT_MODES).toHaveLength(20);
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
    expect(
      saveResultRequestSchema.safeParse({
        ...base,
        mode: "25 Words",
        duration: 9,
        elapsedMs: 9_200,
      }).success,
    ).toBe(true);
  });

  it("accepts a test started offline: its own id and built-in passages in place of a token", () => {
    const offline = { id: "0f8e2c1a-5b7d-4e3f-9a6b-2c4d6e8f0a1b", passageIds: [-4, -6] };
    const parsed = saveResultRequestSchema.safeParse({
      ...base,
      token: undefined,
      offline,
      mode: "1-minute",
      duration: 60,
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.offline).toEqual(offline);
  });

  it("says which is missing when a save has neither a token nor an offline test", () => {
    const parsed = saveResultRequestSchema.safeParse({
      ...base,
      token: undefined,
      mode: "1-minute",
      duration: 60,
    });
    expect(parsed.error?.issues).toMatchObject([
      { path: ["token"], message: "is required unless the test started offline" },
    ]);
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
    ["a word test without its time", { mode: "10 Words", duration: 5 }],
    ["elapsedMs on a timed test", { mode: "1-minute", duration: 60, elapsedMs: 60_000 }],
    ["typed text past the passage", { mode: "1-minute", duration: 60, typedText: "abc def!" }],
    ["no test token", { mode: "1-minute", duration: 60, token: undefined }],
    ["an empty timeline", { mode: "1-minute", duration: 60, timeline: [] }],
    [
      "both a token and an offline test",
      { mode: "1-minute", duration: 60, offline: { id: "a".repeat(32), passageIds: [-1] } },
    ],
    [
      "an offline test naming no passage",
      {
        mode: "1-minute",
        duration: 60,
        token: undefined,
        offline: { id: "a".repeat(32), passageIds: [] },
      },
    ],
    [
      "an offline test naming a stored passage (positive id)",
      {
        mode: "1-minute",
        duration: 60,
        token: undefined,
        offline: { id: "a".repeat(32), passageIds: [4] },
      },
    ],
    [
      "an offline test with too short an id",
      {
        mode: "1-minute",
        duration: 60,
        token: undefined,
        offline: { id: "abc", passageIds: [-1] },
      },
    ],
    [
      "an offline test with a field of its own",
      {
        mode: "1-minute",
        duration: 60,
        token: undefined,
        offline: { id: "a".repeat(32), passageIds: [-1], issuedAt: 1 },
      },
    ],
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
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ code: "custom", path: [path], message }),
    ]);
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

  it("refuses a timeline longer than typing the passage could make it", () => {
    // "abc def": 7 characters, so 7 × 4 + 200 = 228 edits and 456 key presses at most.
    expect([MAX_EDITS_PER_CHARACTER, MAX_EDITS_EXTRA, MAX_KEYS_PER_EDIT]).toEqual([4, 200, 2]);
    const edits = (count: number) => Array.from({ length: count }, (_, i) => [i, 0, 0, "a"]);
    const keys = (count: number) =>
      Array.from({ length: count }, (_, i) => [i, i + 1, "KeyA", "a"]);
    const timed = { ...base, mode: "1-minute", duration: 60 };
    const issue = {
      code: "custom",
      path: ["timeline"],
      message:
        "must hold at most 4 edits per character of rawText plus 200, and 2 key presses per " +
        "edit allowed",
    };
    expect(saveResultRequestSchema.safeParse({ ...timed, timeline: edits(228) }).success).toBe(
      true,
    );
    expect(
      saveResultRequestSchema.safeParse({ ...timed, timeline: edits(229) }).error?.issues,
    ).toEqual([expect.objectContaining(issue)]);
    const versioned = (editCount: number, keyCount: number) => ({
      ...timed,
      timeline: { version: 2, edits: edits(editCount), keys: keys(keyCount) },
    });
    expect(saveResultRequestSchema.safeParse(versioned(228, 456)).success).toBe(true);
    expect(saveResultRequestSchema.safeParse(versioned(229, 0)).error?.issues).toEqual([
      expect.objectContaining(issue),
    ]);
    expect(saveResultRequestSchema.safeParse(versioned(228, 457)).error?.issues).toEqual([
      expect.objectContaining(issue),
    ]);
  });

  it("refuses an unknown mode as the mode alone", () => {
    const parsed = saveResultRequestSchema.safeParse({ ...base, mode: "7-minute", duration: 420 });
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([["mode"]]);
  });
});

describe("historyQuerySchema", () => {
  it("pages 20 results at a time from the first page unless asked otherwise", () => {
    expect(historyQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it("takes a range whose end is on or after its start, or open at either end", () => {
    for (const range of [
      { from: "2026-01-01", to: "2026-01-31" },
      { from: "2026-01-31", to: "2026-01-31" },
      { from: "2026-01-31" },
      { to: "2026-01-01" },
    ]) {
      expect(historyQuerySchema.safeParse(range).success).toBe(true);
    }
  });

  it("refuses a range that ends before it starts, on its end", () => {
    const parsed = historyQuerySchema.safeParse({ from: "2026-02-01", to: "2026-01-31" });
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ["to"], message: "must not be before from" }),
    ]);
  });
});
