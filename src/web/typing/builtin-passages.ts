import type { Difficulty } from "../../core/typing/difficulty.ts";
import { FALLBACK_PASSAGES, type Passage } from "../../core/typing/fallback-passages.ts";
import { coversLength } from "../../core/typing/length-passage.ts";
import { pickSeveral, pickUnserved } from "../../core/typing/passage-pick.ts";

/**
 * Built-in passages for a test whose server cannot be reached, not served before in this tab
 * (product 'States and transitions' and 'The error catalogue'): one for a timed test, enough to
 * cover `characters` for a character test. A chunk of its own with the passages, as only such a
 * test needs it.
 */
export function pickBuiltin(
  difficulty: Difficulty,
  characters: number | undefined,
  seen: ReadonlySet<number>,
): { passages: Passage[]; reset: boolean } {
  const pool = FALLBACK_PASSAGES.filter((passage) => passage.difficulty === difficulty);
  if (characters === undefined) {
    const { passage, reset } = pickUnserved(pool, seen);
    return { passages: [passage], reset };
  }
  return pickSeveral(pool, seen, (picked) => coversLength(picked, characters));
}
