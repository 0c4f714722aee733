import { describe, expect, it } from "vitest";
import { MAX_IMPORT_BYTES } from "./imported-result.ts";
import { summarizeImport } from "./import-summary.ts";
import { detectImportSource, parseImport } from "./parse-import.ts";

const NOW = Date.UTC(2026, 10, 30);
const CSV =
  "_id,wpm,acc,mode,mode2,testDuration,timestamp,language\n" +
  "a1,80,95,time,30,30,1688300000000,english\n" +
  "a2,100,97,time,60,60,1688400000000,english\n" +
  "a3,x,97,time,60,60,1688400000000,english\n";

describe("parseImport", () => {
  it("tells the two formats by what the file holds", () => {
    expect(detectImportSource(CSV)).toBe("monkeytype");
    expect(detectImportSource('[{"timeStamp":"2024-01-02T03:04:05.000Z"}]')).toBe("keybr");
    expect(detectImportSource("wpm,accuracy\n1,2")).toBeNull();
    expect(parseImport(CSV, NOW)).toMatchObject({ source: "monkeytype", unit: "line" });
  });

  it("refuses an empty file, a file too large and one of neither format", () => {
    expect(() => parseImport(" \n", NOW)).toThrow("The file is empty.");
    expect(() => parseImport("\uFEFF", NOW)).toThrow("The file is empty.");
    expect(() => parseImport(CSV + "x".repeat(MAX_IMPORT_BYTES), NOW)).toThrow("larger than 10 MB");
    // Multi-byte characters count as the bytes they take.
    expect(() => parseImport(CSV + "é".repeat(MAX_IMPORT_BYTES / 2), NOW)).toThrow(
      "larger than 10 MB",
    );
    expect(() => parseImport("<html></html>", NOW)).toThrow("neither a Monkeytype");
  });
});

describe("summarizeImport", () => {
  it("gives the count, date range, best and mean speed, first rows and errors", () => {
    const summary = summarizeImport(parseImport(CSV, NOW), 1);
    expect(summary).toMatchObject({
      source: "monkeytype",
      results: 2,
      alreadyImported: 1,
      from: new Date(1688300000000).toISOString(),
      to: new Date(1688400000000).toISOString(),
      bestWpm: 100,
      averageWpm: 90,
      errors: [{ at: 4, message: "wpm is not a number" }],
      errorCount: 1,
    });
    expect(summary.firstRows[0]).toEqual({
      takenAt: new Date(1688300000000).toISOString(),
      wpm: 80,
      accuracy: 95,
      durationMs: 30_000,
      mode: "time 30",
      language: "english",
    });
  });

  it("has no figures when no row could be read", () => {
    const summary = summarizeImport(
      parseImport("_id,wpm,acc,mode,mode2,testDuration,timestamp\nx,y,z,time,30,30,1\n", NOW),
      0,
    );
    expect(summary).toMatchObject({ results: 0, from: null, bestWpm: null, averageWpm: null });
  });
});
