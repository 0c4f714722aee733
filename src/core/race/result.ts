import { recordedTimeline, type RecordedTimeline } from "../typing/recorded-timeline.ts";
import {
  IMPOSSIBLE_WPM,
  isImpossibleSpeed,
  replayProblem,
  resultFlags,
  type ResultFlag,
} from "../typing/result-verification.ts";
import { scoreTest, type TestScore } from "../typing/scoring.ts";
import type { TestMode } from "../typing/test-modes.ts";
import type { RaceTyping } from "./progress.ts";

export const RACE: TestMode = { kind: "race" };

export type RaceVerdict =
  | { ok: true; score: TestScore; flags: ResultFlag[]; timeline: RecordedTimeline }
  | { ok: false; reason: string };

/**
 * A finished racer's result, judged by the rules of a saved test (docs/trusted-results.md):
 * the whole timeline replayed once more, the server's own score over the race's time on its
 * clock (`elapsedMs`, the start to the completing chunk's arrival), the impossible-speed
 * refusal and the flags, with the speed challenge's threshold for the key checks.
 */
export function raceVerdict(
  passage: string,
  typing: RaceTyping,
  elapsedMs: number,
  thresholdWpm: number,
): RaceVerdict {
  const problem = replayProblem(typing.edits, typing.text, {
    passageLength: passage.length,
    lastMs: Math.max(elapsedMs, typing.lastMs),
  });
  if (problem) return { ok: false, reason: problem };
  const score = scoreTest(passage, typing.text, RACE, elapsedMs);
  if (isImpossibleSpeed(score.wpm, elapsedMs / 1000)) {
    return { ok: false, reason: `faster than ${IMPOSSIBLE_WPM} WPM` };
  }
  const timeline = recordedTimeline(typing.edits, typing.keys);
  return { ok: true, score, flags: resultFlags(timeline, score, thresholdWpm), timeline };
}
