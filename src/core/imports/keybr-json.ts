import {
  figuresProblem,
  IMPORT_MESSAGES,
  ImportFileError,
  inFileOrder,
  type ImportParse,
  type ImportedResult,
  type ImportRowError,
  MAX_IMPORT_ROWS,
  MAX_LABEL_LENGTH,
  withoutRepeats,
} from "./imported-result.ts";

/**
 * keybr.com's "Export your data" (its profile page) downloads typing-data.json: an array of
 * results, each { layout, textType, timeStamp, length, time, errors, speed, histogram }, where
 * length is the characters typed, time is milliseconds, errors a count and speed characters per
 * minute. An import reads these; the histogram of keys stays keybr's.
 */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const finite = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** Whether text looks like keybr's data: a JSON array whose first item has `timeStamp`. */
export function looksLikeKeybrJson(text: string): boolean {
  return (
    /^\uFEFF?\s*\[/.test(text) && (/"timeStamp"\s*:/.test(text) || /^\uFEFF?\s*\[\s*\]/.test(text))
  );
}

function timeOf(value: unknown): number {
  if (finite(value)) return value;
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) return Date.parse(value);
  return Number.NaN;
}

function readResult(item: unknown, now: number): ImportedResult | string {
  if (!isObject(item)) return "is not a result";
  const takenAt = timeOf(item.timeStamp);
  if (Number.isNaN(takenAt)) return "timeStamp is not a date";
  const { length, time, errors } = item;
  if (!finite(length) || !Number.isInteger(length) || length <= 0) {
    return "length is not a count of characters";
  }
  if (!finite(time) || time <= 0) return "time is not a number of milliseconds";
  if (!finite(errors) || !Number.isInteger(errors) || errors < 0) return "errors is not a count";
  if (errors > length) return "errors are more than the characters typed";
  const textType = typeof item.textType === "string" ? item.textType.trim() : "";
  const layout = typeof item.layout === "string" ? item.layout.trim() : "";
  const row: ImportedResult = {
    // keybr gives its results no id: one is made from what the result is, so the same
    // download imported again finds its rows already there.
    sourceKey: `${takenAt}:${length}:${time}:${errors}`,
    takenAt,
    // speed = length / (time / 1000) * 60 characters per minute, and a word is five of them.
    wpm: (length / (time / 1000) / 5) * 60,
    accuracy: ((length - errors) / length) * 100,
    durationMs: Math.round(time),
    mode: (textType ? `keybr ${textType}` : "keybr").slice(0, MAX_LABEL_LENGTH),
    language: layout.slice(0, MAX_LABEL_LENGTH) || null,
  };
  return figuresProblem(row, now) ?? row;
}

/**
 * A keybr.com data download's results, and each that could not be read by its place in the
 * array (from 1). A file that is not such a download throws ImportFileError.
 */
export function parseKeybrJson(text: string, now: number): ImportParse {
  if (text.trim() === "") throw new ImportFileError(IMPORT_MESSAGES.empty);
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    throw new ImportFileError("This is not a keybr.com data download: it is not valid JSON.");
  }
  if (!Array.isArray(data)) {
    throw new ImportFileError(
      "This is not a keybr.com data download: it is not a list of results.",
    );
  }
  if (data.length === 0) throw new ImportFileError(IMPORT_MESSAGES.noRows);
  if (data.length > MAX_IMPORT_ROWS) throw new ImportFileError(IMPORT_MESSAGES.tooManyRows);
  const read: { at: number; row: ImportedResult }[] = [];
  const errors: ImportRowError[] = [];
  data.forEach((item, index) => {
    const row = readResult(item, now);
    if (typeof row === "string") errors.push({ at: index + 1, message: row });
    else read.push({ at: index + 1, row });
  });
  if (read.length === 0 && !data.some((item) => isObject(item) && "timeStamp" in item)) {
    throw new ImportFileError("This is not a keybr.com data download: its items are not results.");
  }
  const unique = withoutRepeats(read, "result");
  return { rows: unique.rows, errors: inFileOrder([...errors, ...unique.errors]) };
}
