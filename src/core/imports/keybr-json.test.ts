import { describe, expect, it } from "vitest";
import { ImportFileError, MAX_IMPORT_ROWS } from "./imported-result.ts";
import { looksLikeKeybrJson, parseKeybrJson } from "./keybr-json.ts";

const NOW = Date.UTC(2026, 10, 30);
const result = (overrides: Record<string, unknown> = {}) => ({
  layout: "en-us",
  textType: "generated",
  timeStamp: "2024-01-02T03:04:05.000Z",
  length: 250,
  time: 60_000,
  errors: 5,
  speed: 250,
  histogram: [{ codePoint: 97, hitCount: 5, missCount: 1, timeToType: 230 }],
  ...overrides,
});
const file = (...items: unknown[]) => JSON.stringify(items);

describe("parseKeybrJson", () => {
  it("reads speed as characters per minute over five, accuracy from the errors", () => {
    const parsed = parseKeybrJson(file(result()), NOW);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        sourceKey: `${Date.UTC(2024, 0, 2, 3, 4, 5)}:250:60000:5`,
        takenAt: Date.UTC(2024, 0, 2, 3, 4, 5),
        wpm: 50,
        accuracy: 98,
        durationMs: 60_000,
        mode: "keybr generated",
        language: "en-us",
      },
    ]);
  });

  it("takes a time stamp in milliseconds and a byte-order mark", () => {
    const parsed = parseKeybrJson(
      `\uFEFF${file(result({ timeStamp: 1704164645000, textType: "natural" }))}`,
      NOW,
    );
    expect(parsed.rows[0]).toMatchObject({ takenAt: 1704164645000, mode: "keybr natural" });
  });

  it("reports each bad result by its place and imports the good ones", () => {
    const parsed = parseKeybrJson(
      file(
        result(),
        "text",
        result({ timeStamp: "yesterday" }),
        result({ length: 0 }),
        result({ time: -5 }),
        result({ errors: 300 }),
        result({ length: 2500, time: 1000 }),
        result({ timeStamp: "2024-01-03T00:00:00.000Z" }),
      ),
      NOW,
    );
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.errors).toEqual([
      { at: 2, message: "is not a result" },
      { at: 3, message: "timeStamp is not a date" },
      { at: 4, message: "length is not a count of characters" },
      { at: 5, message: "time is not a number of milliseconds" },
      { at: 6, message: "errors are more than the characters typed" },
      { at: 7, message: "speed must be between 0 and 500 WPM" },
    ]);
  });

  it("imports a result repeated within the file once", () => {
    const parsed = parseKeybrJson(file(result(), result({ errors: 1 }), result()), NOW);
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.errors).toEqual([{ at: 3, message: "the same result as result 1" }]);
  });

  it("refuses what is not keybr's data", () => {
    expect(() => parseKeybrJson("", NOW)).toThrow("The file is empty.");
    expect(() => parseKeybrJson("[{", NOW)).toThrow("it is not valid JSON");
    expect(() => parseKeybrJson('{"results":[]}', NOW)).toThrow("not a list of results");
    expect(() => parseKeybrJson("[]", NOW)).toThrow("The file has no results in it.");
    expect(() => parseKeybrJson("[1,2]", NOW)).toThrow("its items are not results");
  });

  it("refuses more results than an import takes", () => {
    const many = Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => 1);
    expect(() => parseKeybrJson(JSON.stringify(many), NOW)).toThrow(ImportFileError);
  });
});

describe("looksLikeKeybrJson", () => {
  it("knows the download by an array of time-stamped items", () => {
    expect(looksLikeKeybrJson(file(result()))).toBe(true);
    expect(looksLikeKeybrJson(" [ ] ")).toBe(true);
    expect(looksLikeKeybrJson('{"timeStamp":1}')).toBe(false);
    expect(looksLikeKeybrJson("_id,wpm")).toBe(false);
  });
});
