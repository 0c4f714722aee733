import { Link } from "react-router";
import { getInsight } from "../../../core/api/endpoints/results.ts";
import type { SaveResultResponse } from "../../../core/api/results.ts";
import { raceRunPath } from "../../../core/site/result-paths.ts";
import type { TextChoice } from "../../../core/texts/text-choice.ts";
import { api } from "../../lib/api-client.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { buttonClass } from "../../ui/Button.tsx";

/** The typist's best of the test just saved, or null; it may be the result itself. */
async function fetchTestBest(saved: SaveResultResponse, text: TextChoice, signal: AbortSignal) {
  // Imported here, not with the panel: the typing pages' first load names every module the
  // panel imports, to fetch them ahead, and the leaderboard's board rules are not worth it.
  const [{ personalBests }, { testBest }] = await Promise.all([
    api(getInsight, {}, signal),
    import("../../../core/insight/test-best.ts"),
  ]);
  return testBest(personalBests, { text, mode: saved.mode, difficulty: saved.difficulty });
}

/**
 * 'Race your best' (issue 36), once a test is saved and the typist has a best of it: of the
 * same text, mode and difficulty. The race is a page of its own.
 */
export function RaceYourBest({ saved, text }: { saved: SaveResultResponse; text: TextChoice }) {
  const best = useLoaded(
    String(saved.id),
    (signal) => fetchTestBest(saved, text, signal),
    "your personal bests",
  ).value;
  if (!best) return null;
  return (
    <Link to={raceRunPath(best.resultId)} className={buttonClass("secondary")}>
      Race your best ({Math.round(best.wpm)} WPM)
    </Link>
  );
}
