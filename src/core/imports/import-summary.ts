import {
  type ImportedResult,
  type ImportRowError,
  MAX_LISTED_ERRORS,
  oneDecimal,
  PREVIEW_ROWS,
} from "./imported-result.ts";
import type { ParsedImport } from "./parse-import.ts";

/** What a preview shows of a file before anything is imported. */
export interface ImportSummary {
  source: ParsedImport["source"];
  unit: ParsedImport["unit"];
  /** Results read. */
  results: number;
  /** Of them, those already in the history from an earlier import: skipped. */
  alreadyImported: number;
  /** ISO times of the oldest and newest result read; null when none was. */
  from: string | null;
  to: string | null;
  bestWpm: number | null;
  averageWpm: number | null;
  /** The first results of the file, as read. */
  firstRows: (Omit<ImportedResult, "takenAt" | "sourceKey"> & { takenAt: string })[];
  /** The first MAX_LISTED_ERRORS rows that could not be read, and how many there were. */
  errors: ImportRowError[];
  errorCount: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function summarizeImport(parsed: ParsedImport, alreadyImported: number): ImportSummary {
  const { rows } = parsed;
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  let best = 0;
  let sum = 0;
  for (const row of rows) {
    from = Math.min(from, row.takenAt);
    to = Math.max(to, row.takenAt);
    best = Math.max(best, row.wpm);
    sum += row.wpm;
  }
  const any = rows.length > 0;
  return {
    source: parsed.source,
    unit: parsed.unit,
    results: rows.length,
    alreadyImported,
    from: any ? iso(from) : null,
    to: any ? iso(to) : null,
    bestWpm: any ? oneDecimal(best) : null,
    averageWpm: any ? oneDecimal(sum / rows.length) : null,
    firstRows: rows.slice(0, PREVIEW_ROWS).map(({ sourceKey: _key, takenAt, ...row }) => ({
      ...row,
      wpm: oneDecimal(row.wpm),
      accuracy: oneDecimal(row.accuracy),
      takenAt: iso(takenAt),
    })),
    errors: parsed.errors.slice(0, MAX_LISTED_ERRORS),
    errorCount: parsed.errors.length,
  };
}
