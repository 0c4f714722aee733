import { parseCsv, UnclosedQuote } from "./csv.ts";
import {
  figuresProblem,
  inFileOrder,
  IMPORT_MESSAGES,
  ImportFileError,
  type ImportParse,
  type ImportedResult,
  type ImportRowError,
  MAX_IMPORT_ROWS,
  MAX_LABEL_LENGTH,
  MAX_SOURCE_KEY_LENGTH,
  withoutRepeats,
} from "./imported-result.ts";

/**
 * The columns of Monkeytype's "Export CSV" (its account page) that an import reads; the others
 * (isPb, rawWpm, consistency, charStats, quoteLength, restartCount, afkDuration, funbox, tags…)
 * are Monkeytype's own and kept there. Matched by name, in any order.
 */
export const MONKEYTYPE_COLUMNS = [
  "_id",
  "wpm",
  "acc",
  "mode",
  "mode2",
  "testDuration",
  "timestamp",
] as const;
type Column = (typeof MONKEYTYPE_COLUMNS)[number];

const MODES = new Set(["time", "words", "quote", "custom", "zen"]);
/** Monkeytype's result ids are MongoDB ObjectIds; exports seen in the wild are all hex. */
const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
const NUMBER = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

/** Whether text looks like a Monkeytype export: its header names `_id` and `wpm`. */
export function looksLikeMonkeytypeCsv(text: string): boolean {
  const firstLine = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const names = firstLine.split(",").map((name) => name.trim().replace(/^"|"$/g, ""));
  return names.includes("_id") && names.includes("wpm");
}

function number(text: string | undefined): number {
  const trimmed = text?.trim() ?? "";
  return NUMBER.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The mode as Monkeytype names it: 'time 30', 'words 50', 'quote', 'zen'. */
function modeLabel(mode: string, mode2: string): string {
  const detail = mode === "time" || mode === "words" ? mode2.trim() : "";
  return (detail ? `${mode} ${detail}` : mode).slice(0, MAX_LABEL_LENGTH);
}

function readRow(
  get: (column: Column | "language") => string | undefined,
  now: number,
): ImportedResult | string {
  const id = get("_id")?.trim() ?? "";
  if (id === "") return "_id is empty";
  if (id.length > MAX_SOURCE_KEY_LENGTH || !ID_PATTERN.test(id)) return "_id is not an id";
  const mode = get("mode")?.trim() ?? "";
  if (!MODES.has(mode)) return `mode "${mode.slice(0, 20)}" is not one of Monkeytype's`;
  const wpm = number(get("wpm"));
  if (Number.isNaN(wpm)) return "wpm is not a number";
  const accuracy = number(get("acc"));
  if (Number.isNaN(accuracy)) return "acc is not a number";
  const seconds = number(get("testDuration"));
  if (Number.isNaN(seconds)) return "testDuration is not a number";
  const takenAt = number(get("timestamp"));
  if (Number.isNaN(takenAt)) return "timestamp is not a number";
  const row: ImportedResult = {
    sourceKey: id,
    takenAt: Math.round(takenAt),
    wpm,
    accuracy,
    durationMs: Math.round(seconds * 1000),
    mode: modeLabel(mode, get("mode2") ?? ""),
    language: get("language")?.trim().slice(0, MAX_LABEL_LENGTH) || null,
  };
  return figuresProblem(row, now) ?? row;
}

/**
 * A Monkeytype results export's results, and each row that could not be read by its line. A
 * file that is not such an export at all throws ImportFileError. `now` bounds the dates.
 */
export function parseMonkeytypeCsv(text: string, now: number): ImportParse {
  let records;
  try {
    records = parseCsv(text, MAX_IMPORT_ROWS + 1);
  } catch (error) {
    if (error instanceof UnclosedQuote) throw new ImportFileError(error.message);
    throw error;
  }
  const [header, ...body] = records;
  if (!header) throw new ImportFileError(IMPORT_MESSAGES.empty);
  const names = header.fields.map((name) => name.trim());
  const missing = MONKEYTYPE_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    throw new ImportFileError(
      `This is not a Monkeytype results export: its first line lacks the column${
        missing.length > 1 ? "s" : ""
      } ${missing.join(", ")}.`,
    );
  }
  if (body.length === 0) throw new ImportFileError(IMPORT_MESSAGES.noRows);
  if (body.length > MAX_IMPORT_ROWS) throw new ImportFileError(IMPORT_MESSAGES.tooManyRows);
  const index = new Map(names.map((name, at) => [name, at] as const));
  const read: { at: number; row: ImportedResult }[] = [];
  const errors: ImportRowError[] = [];
  for (const { line, fields } of body) {
    if (fields.length !== names.length) {
      errors.push({
        at: line,
        message: `has ${fields.length} fields where the header has ${names.length}`,
      });
      continue;
    }
    const row = readRow((column) => {
      const at = index.get(column);
      return at === undefined ? undefined : fields[at];
    }, now);
    if (typeof row === "string") errors.push({ at: line, message: row });
    else read.push({ at: line, row });
  }
  const unique = withoutRepeats(read, "line");
  return { rows: unique.rows, errors: inFileOrder([...errors, ...unique.errors]) };
}
