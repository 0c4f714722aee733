import { buildLengthPassage, LENGTH_MAX_FACTOR } from "../typing/length-passage.ts";
import { PASSAGE_JOINER } from "../typing/test-text.ts";
import type { TestMode } from "../typing/test-modes.ts";
import { buildWordPassage } from "../typing/word-passage.ts";
import { characterTarget } from "../typing/mode-limits.ts";
import { MAX_CUSTOM_TEXT_LENGTH } from "./custom-text.ts";

/** The longest character target whose text stays within the custom text limit. */
const CUSTOM_TEXT_TARGET_LIMIT = Math.floor(MAX_CUSTOM_TEXT_LENGTH / LENGTH_MAX_FACTOR);

/**
 * What a Custom test types (issue 34): the typist's cleaned text, repeated as the test's length
 * needs. A character or word test is cut from it as a served one is from passages; a timed test
 * has it as often as whole copies fit within the custom text limit (at least once), since
 * nothing is appended later and the whole is saved as practice is. A custom length in
 * characters longer than that limit allows is cut to what it does allow.
 */
export function customTestText(text: string, mode: TestMode): string {
  const target = characterTarget(mode);
  if (target !== null) {
    return buildLengthPassage([text], Math.min(target, CUSTOM_TEXT_TARGET_LIMIT));
  }
  if (mode.kind === "words") return buildWordPassage([text], mode.count);
  let repeated = text;
  while (repeated.length + PASSAGE_JOINER.length + text.length <= MAX_CUSTOM_TEXT_LENGTH) {
    repeated += PASSAGE_JOINER + text;
  }
  return repeated;
}
