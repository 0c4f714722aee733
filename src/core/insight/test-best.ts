import type { Insight } from "../api/insight.ts";
import { boardOfText } from "../leaderboard/board-rules.ts";
import { boardKey } from "../leaderboard/boards.ts";
import { isServedChoice, type TextChoice } from "../texts/text-choice.ts";

type Best = Insight["personalBests"][number];

/**
 * The typist's best of one test, among their personal bests: the same text (its board), mode
 * and difficulty. None for a text that is not served, which has no bests.
 */
export function testBest(
  bests: readonly Best[],
  test: { text: TextChoice; mode: string; difficulty: string },
): Best | null {
  if (!isServedChoice(test.text)) return null;
  const board = boardKey(boardOfText(test.text));
  return (
    bests.find(
      (best) =>
        best.board === board && best.mode === test.mode && best.difficulty === test.difficulty,
    ) ?? null
  );
}
