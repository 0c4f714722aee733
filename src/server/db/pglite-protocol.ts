import { protocol } from "@electric-sql/pglite";

/** What the server asks of the embedded database's thread; `tx` names an open transaction. */
export type PgliteRequest =
  | { kind: "open"; dataDir: string | undefined; template: string | undefined }
  | {
      kind: "query";
      sql: string;
      params: unknown[];
      rowMode: "array" | "object";
      /** Type ids whose values come back as PostgreSQL's text, for the caller to parse. */
      rawTypes: number[];
      tx?: number;
    }
  | { kind: "exec"; sql: string; tx?: number }
  /** `tx` is the caller's number for the transaction, which its queries name before it opens. */
  | { kind: "begin"; tx: number }
  | { kind: "end"; tx: number; commit: boolean }
  | { kind: "close" };

export type PgliteReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SentError };

/** An error as it crosses threads: structured cloning keeps only an Error's message and stack. */
export interface SentError {
  database: boolean;
  message: string;
  stack: string | undefined;
  fields: Record<string, string | number | undefined>;
}

export function sendError(error: unknown): SentError {
  if (!(error instanceof Error)) {
    return { database: false, message: String(error), stack: undefined, fields: {} };
  }
  const fields: SentError["fields"] = {};
  // The SQLSTATE code, constraint, detail… and the failed query; not its options, which hold
  // functions.
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  return {
    database: error instanceof protocol.messages.DatabaseError,
    message: error.message,
    stack: error.stack,
    fields,
  };
}

/** The error again on this side, of PGlite's own class when PostgreSQL raised it. */
export function reviveError(sent: SentError): Error {
  const error = sent.database
    ? new protocol.messages.DatabaseError(sent.message, 0, "error")
    : new Error(sent.message);
  Object.assign(error, sent.fields);
  error.stack = sent.stack;
  return error;
}
