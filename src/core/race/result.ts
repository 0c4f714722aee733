import { judgeRun, type Judgement } from "../typing/judge-run.ts";
import { recordedTimeline, type RecordedTimeline } from "../typing/recorded-timeline.ts";
import type { TestMode } from "../typing/test-modes.ts";
import type { RaceTyping } from "./progress.ts";

export const RACE: TestMode = { kind: "race" };

export type RaceVerdict =
  | (Extract<Judgement, { ok: true }> & { timeline: RecordedTimeline })
  | Extract<Judgement, { ok: false }>;

/**
 * A finished racer's result, judged as every run is (judgeRun): the whole timeline replayed
 * once more, the server's own score over the race's time on its clock (`elapsedMs`, the start
 * to the completing chunk's arrival), the impossible-speed refusal and the flags, with the
 * speed challenge's threshold for the key checks. The timeline is kept for the racer's saved
 * result.
 */
export function raceVerdict(
  passage: string,
  typing: RaceTyping,
  elapsedMs: number,
  thresholdWpm: number,
): RaceVerdict {
  const timeline = recordedTimeline(typing.edits, typing.keys);
  const judgement = judgeRun({
    mode: RACE,
    passage,
    typedText: typing.text,
    timeline,
    elapsedMs,
    lastMs: Math.max(elapsedMs, typing.lastMs),
    thresholdWpm,
  });
  return judgement.ok ? { ...judgement, timeline } : judgement;
}
