import type { SaveResultRequest } from "../../core/api/results.ts";
import { FALLBACK_PASSAGES } from "../../core/typing/fallback-passages.ts";
import { HttpError } from "../http/http-error.ts";
import type { Attempt } from "./verify.ts";

/**
 * A test started while TypeTempo could not be reached, as its save names it: the built-in
 * passages the browser falls back to (src/web/typing/builtin-passages.ts), of the test's
 * difficulty, are the only text it could have shown. It has no time of issue, so verifyResult
 * saves it flagged `offline`, off the leaderboard. Its id is the browser's, kept apart per
 * typist (as a race's results are by `race:`), so the same run sent again is saved once.
 */
export function openOfflineAttempt(
  body: SaveResultRequest,
  offline: NonNullable<SaveResultRequest["offline"]>,
  userId: string,
): Attempt {
  const texts = offline.passageIds.map(
    (id) =>
      FALLBACK_PASSAGES.find(
        (passage) => passage.id === id && passage.difficulty === body.difficulty,
      )?.text,
  );
  if (texts.includes(undefined)) {
    throw new HttpError(
      422,
      "This result's passage is not one of TypeTempo's built-in passages for its difficulty.",
      "foreign-text",
    );
  }
  return {
    ticket: {
      id: `offline:${userId}:${offline.id}`,
      mode: body.mode,
      difficulty: body.difficulty,
      passageIds: offline.passageIds,
      issuedAt: null,
      userId,
    },
    texts: texts as string[],
  };
}
