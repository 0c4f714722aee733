import type { SavePracticeRequest } from "../../core/api/practice.ts";
import { judgeRun, refusalMessage } from "../../core/typing/judge-run.ts";
import { type RecordedTimeline, upgradeTimeline } from "../../core/typing/recorded-timeline.ts";
import type { TestScore } from "../../core/typing/scoring.ts";
import type { TestMode } from "../../core/typing/test-modes.ts";
import { HttpError } from "../http/http-error.ts";

/**
 * The mode an unranked run is stored as: practice, a custom text test, zen, a repeat, or a custom
 * length ('custom 45 seconds'), whose length the schema checked.
 */
export function practiceMode({
  kind = "practice",
  length,
}: Pick<SavePracticeRequest, "kind" | "length">): TestMode {
  if (kind !== "custom-length") return { kind };
  return { kind, ...length! };
}

export interface ScoredPractice {
  score: TestScore;
  timeline: RecordedTimeline;
}

/**
 * Scores a practice run from its keystrokes, never from the client's word, by the judgement of
 * every run (judgeRun). There is no served text to check it against, but the timeline must
 * rebuild the typed text within the run's time and the text's length, as a test's must
 * (docs/trusted-results.md), so its speed, accuracy and key figures are what the keystrokes
 * say. Practice never ranks, so its flags are not kept. A zen run's text is what it typed, so
 * every typed character counts (scoreZen).
 */
export function scorePractice(body: SavePracticeRequest): ScoredPractice {
  const timeline = upgradeTimeline(body.timeline);
  // A run ends at the last keystroke or later; rounding may add a millisecond.
  const judgement = judgeRun({
    mode: practiceMode(body),
    passage: body.text,
    typedText: body.typedText,
    timeline,
    elapsedMs: body.elapsedMs,
    lastMs: body.elapsedMs + 1,
  });
  if (!judgement.ok) {
    throw new HttpError(422, refusalMessage(judgement, "practice run"), judgement.code);
  }
  return { score: judgement.score, timeline };
}
