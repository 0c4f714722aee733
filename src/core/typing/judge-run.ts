import type { RecordedTimeline } from "./recorded-timeline.ts";
import {
  IMPOSSIBLE_WPM,
  isImpossibleSpeed,
  replayProblem,
  resultFlags,
  type ResultFlag,
} from "./result-verification.ts";
import { scoreTest, type TestScore } from "./scoring.ts";
import type { TestMode } from "./test-modes.ts";

/** A finished run of any kind (test, practice, race), as the server holds it to judge. */
export interface RunToJudge {
  mode: TestMode;
  /** The text the run was typed against. */
  passage: string;
  typedText: string;
  timeline: RecordedTimeline;
  /** What the run's speeds are over. */
  elapsedMs: number;
  /** The latest a keystroke may come, in ms after the first. */
  lastMs: number;
  /**
   * The speed challenge's threshold, above which key presses are required (resultFlags); its
   * default where the run never ranks.
   */
  thresholdWpm?: number;
}

export type RefusalCode = "replay-mismatch" | "impossible-speed";

export type Judgement =
  | { ok: true; score: TestScore; flags: ResultFlag[] }
  /** `reason` is short, for a sentence of the caller's ("…: {reason}"). */
  | { ok: false; code: RefusalCode; reason: string };

/**
 * The one judgement of every kind of run (docs/trusted-results.md): the timeline replayed onto
 * the typed text within the passage and the time, the server's own score, the impossible-speed
 * refusal, and the flags that keep an accepted run off the leaderboard. What only a saved
 * test has (its token, its served text, its place among the typist's tests) is checked around
 * it by the caller.
 */
export function judgeRun(run: RunToJudge): Judgement {
  const problem = replayProblem(run.timeline.edits, run.typedText, {
    passageLength: run.passage.length,
    lastMs: run.lastMs,
  });
  if (problem) return { ok: false, code: "replay-mismatch", reason: problem };
  const score = scoreTest(run.passage, run.typedText, run.mode, run.elapsedMs);
  if (isImpossibleSpeed(score.wpm, run.elapsedMs / 1000)) {
    return { ok: false, code: "impossible-speed", reason: `faster than ${IMPOSSIBLE_WPM} WPM` };
  }
  return { ok: true, score, flags: resultFlags(run.timeline, score, run.thresholdWpm) };
}

/** The sentence a refused save answers with; `run` names it ("result", "practice run"). */
export function refusalMessage(
  { code, reason }: { code: RefusalCode; reason: string },
  run: string,
) {
  return code === "replay-mismatch"
    ? `This ${run}'s keystrokes do not match its text: ${reason}.`
    : `No one types faster than ${IMPOSSIBLE_WPM} WPM for a minute or more, so this ${run} was not saved.`;
}
