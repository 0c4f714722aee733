/** RFC 4180 quoting; a leading =, +, - or @ is neutralised so spreadsheets do not run it. */
function csvField(value: string | number | boolean): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface CsvResult {
  createdAt: string;
  mode: string;
  difficulty: string;
  duration: number;
  wpm: number;
  accuracy: number;
  mistakes: number;
  rawText: string;
  typedText: string;
}

const COLUMNS: (keyof CsvResult)[] = [
  "createdAt",
  "mode",
  "difficulty",
  "duration",
  "wpm",
  "accuracy",
  "mistakes",
  "rawText",
  "typedText",
];
const HEADER = [
  "date",
  "mode",
  "difficulty",
  "duration_seconds",
  "wpm",
  "accuracy_percent",
  "mistakes",
  "passage",
  "typed",
];

/** A user's results as CSV with a header row, one line per result. */
export function resultsToCsv(results: readonly CsvResult[]): string {
  const lines = [HEADER.join(",")];
  for (const result of results) lines.push(COLUMNS.map((c) => csvField(result[c])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
