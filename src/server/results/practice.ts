import type { SavePracticeRequest } from "../../core/api/practice.ts";
import {
  IMPOSSIBLE_WPM,
  isImpossibleSpeed,
  replayProblem,
} from "../../core/typing/result-verification.ts";
import { type RecordedTimeline, upgradeTimeline } from "../../core/typing/recorded-timeline.ts";
import { scoreTest, type TestScore } from "../../core/typing/scoring.ts";
import type { TestMode } from "../../core/typing/test-modes.ts";
import { HttpError } from "../http/http-error.ts";

export const PRACTICE: TestMode = { kind: "practice" };

export interface ScoredPractice {
  score: TestScore;
  timeline: RecordedTimeline;
}

/**
 * Scores a practice run from its keystrokes, never from the client's word. There is no served
 * text to check it against, but the timeline must rebuild the typed text within the run's time
 * and the text's length, as a test's must (docs/trusted-results.md), so its speed, accuracy and
 * key figures are what the keystrokes say.
 */
export function scorePractice(body: SavePracticeRequest): ScoredPractice {
  const timeline = upgradeTimeline(body.timeline);
  // A run ends at the last keystroke or later; rounding may add a millisecond.
  const problem = replayProblem(timeline.edits, body.typedText, {
    passageLength: body.text.length,
    lastMs: body.elapsedMs + 1,
  });
  if (problem) {
    throw new HttpError(
      422,
      `This practice run's keystrokes do not match its text: ${problem}.`,
      "replay-mismatch",
    );
  }
  const score = scoreTest(body.text, body.typedText, PRACTICE, body.elapsedMs);
  if (isImpossibleSpeed(score.wpm, body.elapsedMs / 1000)) {
    throw new HttpError(
      422,
      `No one types faster than ${IMPOSSIBLE_WPM} WPM for a minute or more, so this practice run was not saved.`,
      "impossible-speed",
    );
  }
  return { score, timeline };
}
