import { describe, expect, it } from "vitest";
import { parseCsv, UnclosedQuote } from "./csv.ts";

describe("parseCsv", () => {
  it("reads fields, quoted commas, doubled quotes and line breaks inside quotes", () => {
    const text = 'a,b,c\n1,"x, y","say ""hi"""\n2,"two\nlines",z\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["1", "x, y", 'say "hi"'] },
      { line: 3, fields: ["2", "two\nlines", "z"] },
    ]);
  });

  it("takes CRLF, a byte-order mark, blank lines and a last line without a break", () => {
    expect(parseCsv("\uFEFFa,b\r\n\r\n1,2\r\n3,")).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 3, fields: ["1", "2"] },
      { line: 4, fields: ["3", ""] },
    ]);
  });

  it("refuses a quote that never closes, naming its line", () => {
    expect(() => parseCsv('a\n"open\nstill')).toThrow(UnclosedQuote);
    expect(() => parseCsv('a\n"open\nstill')).toThrow("line 2");
  });

  it("stops one record past the most asked for", () => {
    expect(parseCsv("a\nb\nc\nd\ne", 2)).toHaveLength(3);
  });
});
