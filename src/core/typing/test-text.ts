import { buildLengthPassage } from "./length-passage.ts";
import type { TestMode } from "./test-modes.ts";
import { characterTarget } from "./mode-limits.ts";
import { PROSE_LAYOUT, type TextLayout } from "./text-layout.ts";

/** What separates a timed test's appended passages. */
export const PASSAGE_JOINER = " ";

/**
 * The text a test shows, built from the passages served for it: a length test (a character test,
 * or a custom length in characters) joins and cuts the distinct passages drawn for it
 * (length-passage.ts); a test on the clock joins the passages appended as it ran, each on its
 * own line for code (text-layout.ts).
 */
export function testText(
  mode: TestMode,
  passages: readonly string[],
  layout: TextLayout = PROSE_LAYOUT,
): string {
  const target = characterTarget(mode);
  if (target !== null) return buildLengthPassage(passages, target, layout);
  return passages.join(layout.joiner);
}

/**
 * Whether `shown` is the text of a test served these passages. A timed test may have been
 * served one more passage than it showed, when the test ended while it was on its way.
 */
export function isServedText(
  mode: TestMode,
  passages: readonly string[],
  shown: string,
  layout: TextLayout = PROSE_LAYOUT,
): boolean {
  if (characterTarget(mode) !== null) return testText(mode, passages, layout) === shown;
  for (let count = 1; count <= passages.length; count++) {
    if (testText(mode, passages.slice(0, count), layout) === shown) return true;
  }
  return false;
}
