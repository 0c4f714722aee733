import { describe, expect, it } from "vitest";
import { savePracticeRequestSchema } from "./practice.ts";

const run = {
  text: "to be",
  typedText: "to",
  elapsedMs: 400,
  timeline: [
    [0, 0, 0, "t"],
    [200, 1, 0, "o"],
  ],
};

const problems = (body: object) =>
  savePracticeRequestSchema.safeParse(body).error?.issues.map((issue) => issue.path.join("."));

describe("savePracticeRequestSchema", () => {
  it("takes a run of cleaned text", () => {
    expect(problems(run)).toBeUndefined();
  });

  it("refuses text that is not cleaned, or longer than 5,000 characters", () => {
    expect(problems({ ...run, text: " to be" })).toEqual(["text"]);
    expect(problems({ ...run, text: "to\u201dbe" })).toEqual(["text"]);
    expect(problems({ ...run, text: " \t", typedText: "" })).toEqual(["text"]);
    expect(problems({ ...run, text: "a".repeat(5001), typedText: "" })).toEqual(["text"]);
  });

  it("refuses typed text longer than the text, and a timeline too long for it", () => {
    expect(problems({ ...run, typedText: "to be!" })).toEqual(["typedText"]);
    // 5 characters allow 5 × 4 + 200 = 220 edits.
    const edits = Array.from({ length: 221 }, () => [0, 0, 0, "t"]);
    expect(problems({ ...run, timeline: edits })).toEqual(["timeline"]);
  });

  it("takes a zen run whose text is what was typed, uncleaned, and refuses any other", () => {
    const zen = { ...run, kind: "zen", text: "to", typedText: "to" };
    expect(problems(zen)).toBeUndefined();
    expect(problems({ ...zen, text: "to ", typedText: "to " })).toBeUndefined();
    expect(problems({ ...zen, text: "to be" })).toEqual(["text"]);
    expect(problems({ ...run, kind: "custom" })).toBeUndefined();
    expect(problems({ ...run, kind: "custom", text: " to be" })).toEqual(["text"]);
    expect(problems({ ...run, kind: "ranked" })).toEqual(["kind"]);
  });

  it("takes a lesson's text cleaned as practice text is, up to 5,000 characters", () => {
    const lesson = { ...run, kind: "lesson", text: "tea ate; neat tan eat", typedText: "tea" };
    expect(problems(lesson)).toBeUndefined();
    expect(problems({ ...lesson, text: "tea  ate" })).toEqual(["text"]);
    expect(problems({ ...lesson, text: "tea ".repeat(1300).trim() })).toEqual(["text"]);
    expect(problems({ ...lesson, length: { unit: "seconds", value: 30 } })).toEqual(["length"]);
  });

  it("takes a repeat's served text as it was laid out, up to 20,000 characters", () => {
    const code = { ...run, kind: "repeat", text: "if (a) {\n  b();\n}", typedText: "if" };
    expect(problems(code)).toBeUndefined();
    const long = "word ".repeat(3000).trim();
    expect(problems({ ...run, kind: "repeat", text: long })).toBeUndefined();
    expect(problems({ ...run, kind: "custom", text: long })).toEqual(["text"]);
    expect(problems({ ...run, kind: "repeat", text: "a".repeat(20_001) })).toEqual(["text"]);
    expect(problems({ ...run, kind: "repeat", text: "", typedText: "" })).toEqual(["text"]);
  });

  it("takes a custom length's served text with its length, held to its bounds and its length", () => {
    const timed = { ...run, kind: "custom-length", length: { unit: "seconds", value: 15 } };
    expect(problems(timed)).toBeUndefined();
    expect(problems({ ...timed, text: "if (a) {\n  b();\n}", typedText: "if" })).toBeUndefined();
    expect(problems({ ...timed, elapsedMs: 15_000 })).toBeUndefined();
    expect(problems({ ...timed, elapsedMs: 15_001 })).toEqual(["elapsedMs"]);
    expect(problems({ ...timed, length: { unit: "seconds", value: 9 } })).toEqual(["length"]);
    expect(problems({ ...timed, length: { unit: "seconds", value: 901 } })).toEqual(["length"]);
    expect(problems({ ...timed, length: { unit: "seconds", value: 45.5 } })).toEqual([
      "length.value",
    ]);
    expect(problems({ ...timed, length: { unit: "minutes", value: 3 } })).toEqual(["length.unit"]);
    expect(problems({ ...timed, length: undefined })).toEqual(["length"]);

    const counted = { ...run, kind: "custom-length", length: { unit: "characters", value: 50 } };
    expect(problems({ ...counted, text: "a ".repeat(30).trim() })).toBeUndefined();
    // A test of 50 characters shows at most 60.
    expect(problems({ ...counted, text: "a".repeat(61) })).toEqual(["text"]);
    expect(problems({ ...counted, length: { unit: "characters", value: 10_001 } })).toEqual([
      "length",
    ]);
    // Only a custom-length run names a length.
    expect(problems({ ...run, length: { unit: "seconds", value: 15 } })).toEqual(["length"]);
  });

  it("refuses a score, a token or a missing time", () => {
    expect(problems({ ...run, wpm: 100 })).toEqual([""]);
    expect(problems({ ...run, token: "t" })).toEqual([""]);
    const { elapsedMs: _elapsed, ...untimed } = run;
    expect(problems(untimed)).toEqual(["elapsedMs"]);
  });
});

describe("savePracticeRequestSchema's words", () => {
  const issues = (body: object) => savePracticeRequestSchema.safeParse(body).error?.issues;

  it("says which rule a field broke", () => {
    expect(issues({ ...run, text: " to be" })).toEqual([
      expect.objectContaining({
        code: "custom",
        path: ["text"],
        message: "must be cleaned as practice text is: no control characters, tabs or spare spaces",
      }),
    ]);
    expect(issues({ ...run, typedText: "to be!" })).toEqual([
      expect.objectContaining({
        code: "custom",
        path: ["typedText"],
        message: "must not be longer than text",
      }),
    ]);
    const edits = Array.from({ length: 221 }, () => [0, 0, 0, "t"]);
    expect(issues({ ...run, timeline: edits })).toEqual([
      expect.objectContaining({
        code: "custom",
        path: ["timeline"],
        message:
          "must hold at most 4 edits per character of text plus 200, and 2 key presses per edit allowed",
      }),
    ]);
  });

  it("takes typed text as long as the text, and 220 edits and 440 key presses for 5 characters", () => {
    expect(issues({ ...run, typedText: "to be" })).toBeUndefined();
    const versioned = (edits: number, keys: number) => ({
      ...run,
      timeline: {
        version: 2,
        edits: Array.from({ length: edits }, () => [0, 0, 0, "t"]),
        keys: Array.from({ length: keys }, (_, i) => [i, i + 1, "KeyT", "t"]),
      },
    });
    expect(issues(versioned(220, 440))).toBeUndefined();
    expect(issues(versioned(221, 0))?.map((issue) => issue.path)).toEqual([["timeline"]]);
    expect(issues(versioned(220, 441))?.map((issue) => issue.path)).toEqual([["timeline"]]);
  });
});
