import { buildLengthPassage } from "./length-passage.ts";
import { isCharacterMode } from "./test-modes.ts";

/** What separates a timed test's appended passages. */
export const PASSAGE_JOINER = " ";

/**
 * The text a test shows, built from the passages served for it: a length test repeats and
 * cuts its one passage (SPEC §5); a timed test joins the passages appended as it ran.
 */
export function testText(mode: string, passages: readonly string[]): string {
  if (isCharacterMode(mode))
    return buildLengthPassage(passages[0] ?? "", Number.parseInt(mode, 10));
  return passages.join(PASSAGE_JOINER);
}

/**
 * Whether `shown` is the text of a test served these passages. A timed test may have been
 * served one more passage than it showed, when the test ended while it was on its way.
 */
export function isServedText(mode: string, passages: readonly string[], shown: string): boolean {
  if (isCharacterMode(mode)) return testText(mode, passages) === shown;
  for (let count = 1; count <= passages.length; count++) {
    if (testText(mode, passages.slice(0, count)) === shown) return true;
  }
  return false;
}
