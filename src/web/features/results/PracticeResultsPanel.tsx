import { useEffect, useMemo, useRef, useState } from "react";
import type { SavePracticeRequest } from "../../../core/api/practice.ts";
import { runInsight } from "../../../core/insight/result-insight.ts";
import type { RecordedTimeline } from "../../../core/typing/recorded-timeline.ts";
import type { SessionResult } from "../../../core/typing/typing-session.ts";
import { Button } from "../../ui/Button.tsx";
import { Kbd } from "../../ui/Kbd.tsx";
import { ResultInsightView } from "./ResultInsightView.tsx";
import { ScoreTiles } from "./ScoreTiles.tsx";
import { PracticeSaveLine } from "./PracticeSaveLine.tsx";

interface PracticeResultsPanelProps {
  result: SessionResult;
  timeline: RecordedTimeline;
  /** What was practised: 'Weak-key practice' or 'Custom text'. */
  title: string;
  /** The first button's words: a new text, or the same one again. */
  againLabel: string;
  onAgain: () => void;
}

/**
 * A finished practice run, explained as a test's results are (figures, mistakes, graph, keys)
 * but said to be practice: unranked, with nothing to share to the leaderboard.
 */
export function PracticeResultsPanel({
  result,
  timeline,
  title,
  againLabel,
  onAgain,
}: PracticeResultsPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const insight = useMemo(() => runInsight({ ...result, mode: { kind: "practice" } }), [result]);
  const request = useMemo(
    (): SavePracticeRequest => ({
      text: result.passage,
      typedText: result.typed,
      elapsedMs: result.elapsedMs,
      timeline,
    }),
    [result, timeline],
  );
  const mistakes = result.mistakes.length;

  useEffect(() => {
    // The heading, not a button: a key still pressed as the run ends must press nothing.
    headingRef.current?.focus({ preventScroll: true });
    // A live region announces what changes after it is on the page, so fill it a moment later.
    const timer = setTimeout(
      () =>
        setAnnouncement(
          `Practice complete. ${result.wpm} words per minute, ${result.accuracy}% accuracy, ${mistakes} ${mistakes === 1 ? "mistake" : "mistakes"}.`,
        ),
      100,
    );
    return () => clearTimeout(timer);
  }, [result, mistakes]);

  return (
    <section
      aria-labelledby="results-title"
      data-testid="practice-results"
      className="space-y-6 rounded-2xl border border-gray-700 bg-gray-800 p-5 sm:p-7"
    >
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {/* The again button is the first control after the focused heading: Tab then Enter. */}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h2
              ref={headingRef}
              id="results-title"
              tabIndex={-1}
              className="text-2xl font-bold text-white focus-visible:outline-none"
            >
              Practice Results
            </h2>
            <span className="rounded-full border border-gray-600 px-2.5 py-0.5 text-xs font-semibold tracking-wider text-gray-200 uppercase">
              Unranked
            </span>
          </div>
          <p className="mt-1 text-gray-300">
            <span data-testid="result-mode">{title}</span> · practice never counts towards the
            leaderboard or your personal bests.
          </p>
        </div>
        <Button variant="primary" size="lg" onClick={onAgain}>
          {againLabel}
        </Button>
      </div>

      <ScoreTiles wpm={result.wpm} accuracy={result.accuracy} mistakes={mistakes} />

      <ResultInsightView insight={insight} errorRate={result.errorRate} timed={false} />

      <div className="flex flex-wrap items-center gap-4">
        <p className="text-sm text-gray-400">
          <Kbd>Esc</Kbd> does the same, or <Kbd>Tab</Kbd> then <Kbd>Enter</Kbd>.
        </p>
        <PracticeSaveLine request={request} />
      </div>
    </section>
  );
}
