import type { RecordedTimeline } from "../../core/typing/recorded-timeline.ts";
import type { SessionResult } from "../../core/typing/typing-session.ts";

/**
 * A finished run of a text the server did not serve, saved as practice is: zen, or a test on the
 * typist's own text (custom), or a test's text typed again (repeat).
 */
export interface FinishedUnrankedRun {
  kind: "zen" | "custom" | "repeat";
  result: SessionResult;
  timeline: RecordedTimeline;
}
