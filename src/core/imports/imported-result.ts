/**
 * Results typed on other sites and brought into a typist's history: a Monkeytype results export
 * (its account page's "Export CSV") or a keybr.com data download (typing-data.json). They are
 * shown as imported and never ranked, never a personal best (docs/decisions/0018).
 */
export const IMPORT_SOURCES = ["monkeytype", "keybr"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export const IMPORT_SOURCE_NAMES: Record<ImportSource, string> = {
  monkeytype: "Monkeytype",
  keybr: "keybr",
};

/**
 * A cap on what one upload writes: years of daily tests. A Monkeytype export's row is about 135
 * bytes, so 50,000 of them are about 6.7 MB; the byte cap leaves room for longer tags.
 */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;
/** How many of a file's bad rows are listed; the rest are counted. */
export const MAX_LISTED_ERRORS = 100;
/** The first rows a preview shows. */
export const PREVIEW_ROWS = 5;

/** Figures outside these are not a typing test's: the row is refused as broken. */
export const MAX_IMPORTED_WPM = 500;
/** Longer than Monkeytype's longest custom test and any keybr lesson. */
export const MAX_IMPORTED_DURATION_MS = 24 * 60 * 60 * 1000;
/** Monkeytype opened in 2020 and keybr's data starts later; nothing older is a real result. */
export const EARLIEST_IMPORTED_AT = Date.UTC(2015, 0, 1);
/** A clock a little ahead of the server's is tolerated. */
export const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;
/** The longest a source's own id of a result may be. */
export const MAX_SOURCE_KEY_LENGTH = 100;
/** The longest mode and language text kept. */
export const MAX_LABEL_LENGTH = 60;

/** One result as read from a source's file, in TypeTempo's units. */
export interface ImportedResult {
  /** The source's own id of the result, or one made from its figures: re-importing skips it. */
  sourceKey: string;
  /** Milliseconds since the epoch: when it was typed. */
  takenAt: number;
  wpm: number;
  /** Percent, 0 to 100. */
  accuracy: number;
  durationMs: number;
  /** The source's own words for the test: 'time 30', 'words 50', 'keybr generated'. */
  mode: string;
  language: string | null;
}

/**
 * A row of the file that was not imported, and why. `at` counts from 1 in the file's `unit`: the
 * line of a CSV file (its header is line 1), the result of a JSON array.
 */
export interface ImportRowError {
  at: number;
  message: string;
}

export type ImportUnit = "line" | "result";

export interface ImportParse {
  rows: ImportedResult[];
  errors: ImportRowError[];
}

/** What is wrong with a whole file: nothing of it is imported. */
export class ImportFileError extends Error {}

export const IMPORT_MESSAGES = {
  empty: "The file is empty.",
  tooLarge: `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-US")} results; split it and import each part.`,
  unknownFormat:
    "This is neither a Monkeytype results export (CSV) nor a keybr.com data download (JSON).",
  noRows: "The file has no results in it.",
} as const;

export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Why the figures of a row cannot be a typing result, or null when they can; `now` is the
 * server's (or browser's) clock.
 */
export function figuresProblem(
  row: Pick<ImportedResult, "takenAt" | "wpm" | "accuracy" | "durationMs">,
  now: number,
): string | null {
  if (!Number.isFinite(row.wpm) || row.wpm < 0 || row.wpm > MAX_IMPORTED_WPM) {
    return `speed must be between 0 and ${MAX_IMPORTED_WPM} WPM`;
  }
  if (!Number.isFinite(row.accuracy) || row.accuracy < 0 || row.accuracy > 100) {
    return "accuracy must be between 0 and 100%";
  }
  if (!Number.isFinite(row.durationMs) || row.durationMs <= 0) {
    return "the test's time must be more than 0";
  }
  if (row.durationMs > MAX_IMPORTED_DURATION_MS) return "the test's time is longer than a day";
  if (!Number.isFinite(row.takenAt)) return "the date is not a date";
  if (row.takenAt < EARLIEST_IMPORTED_AT) return "the date is before 2015";
  if (row.takenAt > now + FUTURE_TOLERANCE_MS) return "the date is in the future";
  return null;
}

/** Keeps the first row of each source key; later ones are reported as repeats of it. */
export function withoutRepeats(
  rows: { at: number; row: ImportedResult }[],
  unit: ImportUnit,
): ImportParse {
  const first = new Map<string, number>();
  const kept: ImportedResult[] = [];
  const errors: ImportRowError[] = [];
  for (const { at, row } of rows) {
    const earlier = first.get(row.sourceKey);
    if (earlier !== undefined) {
      errors.push({ at, message: `the same result as ${unit} ${earlier}` });
      continue;
    }
    first.set(row.sourceKey, at);
    kept.push(row);
  }
  return { rows: kept, errors };
}

/** Errors in the file's order. */
export const inFileOrder = (errors: ImportRowError[]) => errors.toSorted((a, b) => a.at - b.at);

/** UTF-8 bytes of a text, without TextEncoder's copy of it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
