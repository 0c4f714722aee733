import {
  IMPORT_MESSAGES,
  ImportFileError,
  type ImportParse,
  type ImportSource,
  type ImportUnit,
  MAX_IMPORT_BYTES,
  utf8Length,
} from "./imported-result.ts";
import { looksLikeKeybrJson, parseKeybrJson } from "./keybr-json.ts";
import { looksLikeMonkeytypeCsv, parseMonkeytypeCsv } from "./monkeytype-csv.ts";

export type ParsedImport = ImportParse & { source: ImportSource; unit: ImportUnit };

/** Which source a file is from, by what it holds rather than its name; null for neither. */
export function detectImportSource(text: string): ImportSource | null {
  if (looksLikeMonkeytypeCsv(text)) return "monkeytype";
  if (looksLikeKeybrJson(text)) return "keybr";
  return null;
}

/**
 * A file's results, from whichever source it is. Throws ImportFileError, with a message for the
 * typist, for a file that is empty, too large, of neither format, or broken as a whole.
 */
export function parseImport(text: string, now: number): ParsedImport {
  if (text.trim().replace(/^\uFEFF/, "") === "") throw new ImportFileError(IMPORT_MESSAGES.empty);
  if (utf8Length(text) > MAX_IMPORT_BYTES) throw new ImportFileError(IMPORT_MESSAGES.tooLarge);
  const source = detectImportSource(text);
  if (source === "monkeytype") {
    return { source, unit: "line", ...parseMonkeytypeCsv(text, now) };
  }
  if (source === "keybr") return { source, unit: "result", ...parseKeybrJson(text, now) };
  throw new ImportFileError(IMPORT_MESSAGES.unknownFormat);
}
