import type { Mistake } from "../typing/scoring.ts";
import type { TestMode } from "../typing/test-modes.ts";
import type { TimelineEdit } from "../typing/timeline.ts";
import { type KeyStats, keyStats } from "./key-stats.ts";
import { keystrokeLog } from "./keystrokes.ts";
import { type MistakeInWord, mistakesInWords } from "./mistake-context.ts";
import { type ResultFigures, resultFigures } from "./result-figures.ts";
import { type SpeedSample, speedSeries } from "./speed-series.ts";

/**
 * Everything the results view explains a result by (issue 15). The same shape as the server's
 * ResultDetail, whose figures and key statistics are null for results kept without keystrokes.
 */
export interface ResultInsight {
  figures: ResultFigures | null;
  mistakes: MistakeInWord[];
  speed: SpeedSample[];
  keyStats: KeyStats | null;
}

/** One finished run as the browser holds it: what the server would recompute from its save. */
export interface FinishedRun {
  passage: string;
  typed: string;
  edits: readonly TimelineEdit[];
  mode: TestMode;
  elapsedMs: number;
  mistakes: readonly Mistake[];
}

/**
 * The insight of a run just typed, from the same functions the server uses for a saved one,
 * reading the timeline's keystrokes once for all of them.
 */
export function runInsight({
  passage,
  typed,
  edits,
  mode,
  elapsedMs,
  mistakes,
}: FinishedRun): ResultInsight {
  const strokes = keystrokeLog(passage, edits);
  return {
    figures: resultFigures(passage, edits, mode, elapsedMs, strokes),
    mistakes: mistakesInWords(passage, typed, mistakes),
    speed: speedSeries(passage, edits, elapsedMs, strokes),
    keyStats: keyStats(passage, edits, strokes),
  };
}
