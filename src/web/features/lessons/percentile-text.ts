import type { TypistPercentile } from "../../../core/api/lessons.ts";
import { percentileSentence } from "../../../core/lessons/typist-percentile.ts";
import { SITE_NAME } from "../../../core/site/site.ts";

/** The invitation to a typist with no best minute yet: its linked words, then the rest. */
export const INVITATION = {
  link: "Take a 1-minute test",
  rest: ` to see where you stand among ${SITE_NAME}'s typists.`,
};

/**
 * Where the typist's best minute stands, in words (issue 35), or null when they have no best
 * yet and are invited to take the test instead.
 */
export function standingSentence({ best, percent }: TypistPercentile): string | null {
  if (best === null) return null;
  const wpm = Math.round(best);
  return percent === null
    ? `Your best 60-second speed is ${wpm} WPM; there are ${percentileSentence(null)}.`
    : `Your best 60-second speed, ${wpm} WPM, is ${percentileSentence(percent)}.`;
}
