import { and, eq } from "drizzle-orm";
import type { ResultDetail } from "../../core/api/insight.ts";
import { keyStats } from "../../core/insight/key-stats.ts";
import { keystrokeLog } from "../../core/insight/keystrokes.ts";
import { mistakesInWords } from "../../core/insight/mistake-context.ts";
import { resultFigures } from "../../core/insight/result-figures.ts";
import { speedSeries } from "../../core/insight/speed-series.ts";
import { findMistakes } from "../../core/typing/scoring.ts";
import { parseModeName } from "../../core/typing/test-modes.ts";
import type { Database } from "../db/client.ts";
import { testResults } from "../db/schema.ts";
import { shownColumns, toSavedResult } from "./repository.ts";
import { unpackTimeline } from "./timeline-archive.ts";

/**
 * One of the user's own results with everything the results view explains it by, or null when
 * the user has no result of that id, whoever else may.
 */
export async function findResultDetail(
  db: Database,
  userId: string,
  resultId: number,
): Promise<ResultDetail | null> {
  const [row] = await db
    .select({ ...shownColumns, timeline: testResults.timeline, keyStats: testResults.keyStats })
    .from(testResults)
    .where(and(eq(testResults.id, resultId), eq(testResults.userId, userId)));
  if (!row) return null;
  const { timeline: packed, keyStats: stored, ...shown } = row;
  const passage = shown.rawText;
  const mistakes = findMistakes(passage, shown.typedText);
  const edits = packed ? unpackTimeline(packed).edits : null;
  // Read once for the figures, the speed graph and the key statistics of older results.
  const strokes = edits && keystrokeLog(passage, edits);
  const mode = parseModeName(shown.mode);
  // Results saved before the scored time was kept were scored over their duration.
  const elapsedMs = shown.elapsedMs ?? shown.duration * 1000;
  return {
    result: toSavedResult(shown, mistakes.length),
    figures:
      edits && strokes && mode ? resultFigures(passage, edits, mode, elapsedMs, strokes) : null,
    mistakes: mistakesInWords(passage, shown.typedText, mistakes),
    speed: edits && strokes ? speedSeries(passage, edits, elapsedMs, strokes) : [],
    // Results saved before key figures were kept get theirs from the timeline they kept.
    keyStats: stored ?? (edits && strokes ? keyStats(passage, edits, strokes) : null),
    hasReplay: edits !== null,
    reviewRequestedAt: shown.reviewRequestedAt?.toISOString() ?? null,
  };
}
