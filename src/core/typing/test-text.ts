import { buildLengthPassage } from "./length-passage.ts";
import type { TestMode } from "./test-modes.ts";

/** What separates a timed test's appended passages. */
export const PASSAGE_JOINER = " ";

/**
 * The text a test shows, built from the passages served for it: a length test joins and cuts
 * the distinct passages drawn for it (length-passage.ts); a timed test joins the passages
 * appended as it ran.
 */
export function testText(mode: TestMode, passages: readonly string[]): string {
  if (mode.kind === "length") return buildLengthPassage(passages, mode.characters);
  return passages.join(PASSAGE_JOINER);
}

/**
 * Whether `shown` is the text of a test served these passages. A timed test may have been
 * served one more passage than it showed, when the test ended while it was on its way.
 */
export function isServedText(mode: TestMode, passages: readonly string[], shown: string): boolean {
  if (mode.kind === "length") return testText(mode, passages) === shown;
  for (let count = 1; count <= passages.length; count++) {
    if (testText(mode, passages.slice(0, count)) === shown) return true;
  }
  return false;
}
