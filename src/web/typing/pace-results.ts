import { getInsight, getRecentResults } from "../../core/api/endpoints/results.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import type { PaceResults } from "../../core/typing/pace-caret.ts";
import { PROFILE_RESULT_LIMIT } from "../../core/account/profile-stats.ts";
import { RESULT_MODES } from "../../core/api/results.ts";
import { api } from "../lib/api-client.ts";

/** How many of the newest results of the difficulty an average pace is the mean of. */
const RECENT_RESULTS = 10;

/**
 * A signed-in typist's results of a test's mode and difficulty that a pace caret races: their
 * personal best (the profile's, from their insight) or their recent results' speeds. A mode the
 * results are not listed by (a custom length) has none.
 */
export async function fetchPaceResults(
  kind: "best" | "average",
  mode: string,
  difficulty: Difficulty,
  signal: AbortSignal,
): Promise<PaceResults> {
  // A custom length's results are unranked, and never asked for by mode.
  if (!RESULT_MODES.includes(mode)) return { best: null, recent: [] };
  if (kind === "best") {
    const { personalBests } = await api(getInsight, {}, signal);
    const wpms = personalBests
      .filter((best) => best.mode === mode && best.difficulty === difficulty)
      .map((best) => best.wpm);
    return { best: wpms.length > 0 ? Math.max(...wpms) : null, recent: [] };
  }
  const { results } = await api(
    getRecentResults,
    { query: { limit: PROFILE_RESULT_LIMIT, mode } },
    signal,
  );
  return {
    best: null,
    recent: results
      .filter((result) => result.difficulty === difficulty)
      .slice(0, RECENT_RESULTS)
      .map((result) => result.wpm),
  };
}
