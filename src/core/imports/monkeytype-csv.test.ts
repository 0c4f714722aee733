import { describe, expect, it } from "vitest";
import { ImportFileError, MAX_IMPORT_ROWS } from "./imported-result.ts";
import { looksLikeMonkeytypeCsv, parseMonkeytypeCsv } from "./monkeytype-csv.ts";

const NOW = Date.UTC(2026, 10, 30);
const HEADER =
  "_id,isPb,wpm,acc,rawWpm,consistency,charStats,mode,mode2,quoteLength,restartCount," +
  "testDuration,afkDuration,incompleteTestSeconds,punctuation,numbers,language,funbox," +
  "difficulty,lazyMode,blindMode,bailedOut,tags,timestamp";
const row = (id: string, wpm = "88.79", timestamp = "1688300000000", mode = "time,30") =>
  `${id},true,${wpm},96.5,92.39,78.12,222;2;0;1,${mode},-1,0,30,0,0,false,false,english,none,normal,false,false,false,,${timestamp}`;

describe("parseMonkeytypeCsv", () => {
  it("reads a good export's rows in TypeTempo's units", () => {
    const parsed = parseMonkeytypeCsv(
      [HEADER, row("64a1f0"), row("64a1f1", "101", "1688400000000", "words,50")].join("\n"),
      NOW,
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        sourceKey: "64a1f0",
        takenAt: 1688300000000,
        wpm: 88.79,
        accuracy: 96.5,
        durationMs: 30_000,
        mode: "time 30",
        language: "english",
      },
      expect.objectContaining({ sourceKey: "64a1f1", wpm: 101, mode: "words 50" }),
    ]);
  });

  it("maps columns by name, in any order, quoted, with CRLF and a byte-order mark", () => {
    const text =
      '\uFEFF"timestamp","wpm","acc","_id","mode","mode2","testDuration","tags"\r\n' +
      '1688300000000,"72.5",99,abc123,quote,"1234",41.2,"a;b ""c"""\r\n';
    const parsed = parseMonkeytypeCsv(text, NOW);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        sourceKey: "abc123",
        takenAt: 1688300000000,
        wpm: 72.5,
        accuracy: 99,
        durationMs: 41_200,
        mode: "quote",
        language: null,
      },
    ]);
  });

  it("reports each bad row by its line and imports the good ones", () => {
    const text = [
      HEADER,
      row("good1"),
      row("bad1", "fast"),
      row("bad2", "88", "1688300000000", "marathon,1"),
      row("bad3", "88", String(NOW + 3 * 24 * 3600 * 1000)),
      "short,row",
      row("bad4", "9000"),
      row("", "80"),
      row("good2", "90", "1688300000001"),
    ].join("\n");
    const parsed = parseMonkeytypeCsv(text, NOW);
    expect(parsed.rows.map((r) => r.sourceKey)).toEqual(["good1", "good2"]);
    expect(parsed.errors).toEqual([
      { at: 3, message: "wpm is not a number" },
      { at: 4, message: 'mode "marathon" is not one of Monkeytype\'s' },
      { at: 5, message: "the date is in the future" },
      { at: 6, message: "has 2 fields where the header has 24" },
      { at: 7, message: "speed must be between 0 and 500 WPM" },
      { at: 8, message: "_id is empty" },
    ]);
  });

  it("counts lines inside a quoted field when naming later lines", () => {
    const text = `${HEADER}\n${row("a1").replace(",,", ',"two\nlines",')}\n${row("b1", "x")}`;
    expect(parseMonkeytypeCsv(text, NOW).errors).toEqual([
      { at: 4, message: "wpm is not a number" },
    ]);
  });

  it("imports a result repeated within the file once, saying which line it repeats", () => {
    const parsed = parseMonkeytypeCsv(
      [HEADER, row("same"), row("other"), row("same")].join("\n"),
      NOW,
    );
    expect(parsed.rows.map((r) => r.sourceKey)).toEqual(["same", "other"]);
    expect(parsed.errors).toEqual([{ at: 4, message: "the same result as line 2" }]);
  });

  it("refuses a file without the export's columns, naming what is missing", () => {
    expect(() => parseMonkeytypeCsv("_id,wpm,acc\n1,2,3", NOW)).toThrow(
      "lacks the columns mode, mode2, testDuration, timestamp",
    );
  });

  it("refuses an empty file and a header alone", () => {
    expect(() => parseMonkeytypeCsv("", NOW)).toThrow("The file is empty.");
    expect(() => parseMonkeytypeCsv(`${HEADER}\n`, NOW)).toThrow("The file has no results in it.");
  });

  it("refuses a file with more rows than an import takes", () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => row(`id${i}`));
    expect(() => parseMonkeytypeCsv([HEADER, ...rows].join("\n"), NOW)).toThrow(ImportFileError);
    expect(() => parseMonkeytypeCsv([HEADER, ...rows.slice(1)].join("\n"), NOW)).not.toThrow();
  });

  it("refuses an unclosed quote as a broken file", () => {
    expect(() => parseMonkeytypeCsv(`${HEADER}\n"64a1f0,true`, NOW)).toThrow(ImportFileError);
  });
});

describe("looksLikeMonkeytypeCsv", () => {
  it("knows the export by its header", () => {
    expect(looksLikeMonkeytypeCsv(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(looksLikeMonkeytypeCsv('"_id","wpm"\n')).toBe(true);
    expect(looksLikeMonkeytypeCsv("id,wpm\n")).toBe(false);
    expect(looksLikeMonkeytypeCsv('[{"timeStamp":1}]')).toBe(false);
  });
});
