import type { Difficulty } from "../../core/typing/difficulty.ts";
import { FALLBACK_PASSAGES, type Passage } from "../../core/typing/fallback-passages.ts";
import { pickSeveral, pickUnserved } from "../../core/typing/passage-pick.ts";
import type { TestMode } from "../../core/typing/test-modes.ts";
import { coversTest } from "../../core/typing/test-text.ts";
import { appendOfflinePassage, startOfflineTest } from "./offline-test.ts";

export { latestOfflineTest } from "./offline-test.ts";

/**
 * Built-in passages for a test whose server cannot be reached, not served before in this tab
 * (product 'States and transitions' and 'The error catalogue'): enough to start a test of
 * `mode` (coversTest), or one to append to a running timed test when no mode is given. A chunk
 * of its own with the passages, as only such a test needs it. What it serves is recorded for the
 * test's save (offline-test.ts).
 */
export function pickBuiltin(
  difficulty: Difficulty,
  mode: TestMode | undefined,
  seen: ReadonlySet<number>,
): { passages: Passage[]; reset: boolean } {
  const pool = FALLBACK_PASSAGES.filter((passage) => passage.difficulty === difficulty);
  if (mode === undefined) {
    const { passage, reset } = pickUnserved(pool, seen);
    appendOfflinePassage(passage.id);
    return { passages: [passage], reset };
  }
  const picked = pickSeveral(pool, seen, (passages) => coversTest(mode, passages));
  startOfflineTest(picked.passages.map((passage) => passage.id));
  return picked;
}
