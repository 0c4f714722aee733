import { parseModeName, type TestMode } from "./test-modes.ts";

/**
 * How long a test runs on the clock, in seconds: a timed test's, or a custom length in seconds.
 * Null for a test that ends with its text.
 */
export function timeLimit(mode: TestMode): number | null {
  if (mode.kind === "timed") return mode.seconds;
  return mode.kind === "custom-length" && mode.unit === "seconds" ? mode.value : null;
}

/** timeLimit of a stored mode name; null too for a name that stands for no mode. */
export function timeLimitOf(stored: string): number | null {
  const mode = parseModeName(stored);
  return mode && timeLimit(mode);
}

/** The length a test's text is cut near: a character test's, or a custom length in characters. */
export function characterTarget(mode: TestMode): number | null {
  if (mode.kind === "length") return mode.characters;
  return mode.kind === "custom-length" && mode.unit === "characters" ? mode.value : null;
}
