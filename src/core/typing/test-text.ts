import { buildLengthPassage, coversLength } from "./length-passage.ts";
import type { TestMode } from "./test-modes.ts";
import { characterTarget } from "./mode-limits.ts";
import { PROSE_LAYOUT, type TextLayout } from "./text-layout.ts";
import { buildWordPassage, coversWords } from "./word-passage.ts";

/** What separates a timed test's appended passages. */
export const PASSAGE_JOINER = " ";

/**
 * Whether the passages drawn for a new test are enough for all of it: a character test's (or a
 * custom length in characters') longest text, a word test's words; a test on the clock starts
 * with one and gets more as it runs.
 */
export function coversTest(mode: TestMode, passages: readonly { text: string }[]): boolean {
  const target = characterTarget(mode);
  if (target !== null) return coversLength(passages, target);
  if (mode.kind === "words") return coversWords(passages, mode.count);
  return passages.length > 0;
}

/**
 * The text a test shows, built from the passages served for it: a length test (a character test,
 * or a custom length in characters) joins and cuts the distinct passages drawn for it
 * (length-passage.ts), a word test after its last word (word-passage.ts); a test on the clock
 * joins the passages appended as it ran, each on its own line for code (text-layout.ts).
 */
export function testText(
  mode: TestMode,
  passages: readonly string[],
  layout: TextLayout = PROSE_LAYOUT,
): string {
  const target = characterTarget(mode);
  if (target !== null) return buildLengthPassage(passages, target, layout);
  if (mode.kind === "words") return buildWordPassage(passages, mode.count, layout);
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
  if (characterTarget(mode) !== null || mode.kind === "words") {
    return testText(mode, passages, layout) === shown;
  }
  for (let count = 1; count <= passages.length; count++) {
    if (testText(mode, passages.slice(0, count), layout) === shown) return true;
  }
  return false;
}
