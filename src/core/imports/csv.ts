/** One record of a CSV text and the line it starts on (1-based). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** A quoted field that never closes: the rest of the file is one field, so none of it is read. */
export class UnclosedQuote extends Error {
  readonly line: number;
  constructor(line: number) {
    super(`A quoted field opened on line ${line} never closes.`);
    this.line = line;
  }
}

/**
 * The records of CSV text as RFC 4180 has them: commas between fields, fields in double quotes
 * may hold commas, line breaks and doubled quotes; lines end in CRLF or LF; a leading byte-order
 * mark and blank lines are skipped. Stops after `maxRecords` + 1 records, so a caller can tell a
 * file with too many without reading all of it.
 */
export function parseCsv(text: string, maxRecords = Number.POSITIVE_INFINITY): CsvRecord[] {
  const records: CsvRecord[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < text.length && records.length <= maxRecords) {
    const start = line;
    const fields: string[] = [];
    let field = "";
    let atEnd = false;
    while (!atEnd) {
      if (text[i] === '"') {
        i++;
        for (;;) {
          if (i >= text.length) throw new UnclosedQuote(start);
          const char = text[i]!;
          if (char === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (char === "\n") line++;
          field += char;
          i++;
        }
      }
      // Unquoted text, or what follows a closing quote up to the next separator.
      while (i < text.length && text[i] !== "," && text[i] !== "\n" && text[i] !== "\r") {
        field += text[i];
        i++;
      }
      fields.push(field);
      field = "";
      if (text[i] === ",") {
        i++;
        continue;
      }
      if (text[i] === "\r") i++;
      if (text[i] === "\n") i++;
      line++;
      atEnd = true;
    }
    const blank = fields.length === 1 && fields[0] === "";
    if (!blank) records.push({ line: start, fields });
  }
  return records;
}
