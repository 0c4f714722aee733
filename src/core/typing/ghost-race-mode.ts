import { parseModeName, type TestMode } from "./test-modes.ts";

/**
 * The test a raced run's text is typed again as (issue 36): the run's own when it was a test,
 * on the clock for as long or to its text's end, as its ghost was; any other run (practice, a
 * repeat, a race, zen) as a repeat, which ends with its text.
 */
export function ghostRaceMode(stored: string): TestMode {
  const mode = parseModeName(stored);
  const test = mode && ["timed", "length", "words", "custom-length"].includes(mode.kind);
  return test ? mode : { kind: "repeat" };
}
