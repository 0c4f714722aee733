import { useEffect, useMemo, useRef, useState } from "react";
import type { PracticeKind, SavePracticeRequest } from "../../../core/api/practice.ts";
import { runInsight } from "../../../core/insight/result-insight.ts";
import type { CustomLength } from "../../../core/typing/test-modes.ts";
import type { RecordedTimeline } from "../../../core/typing/recorded-timeline.ts";
import type { SessionResult } from "../../../core/typing/typing-session.ts";
import { Button } from "../../ui/Button.tsx";
import { Kbd } from "../../ui/Kbd.tsx";
import { ResultInsightView } from "./ResultInsightView.tsx";
import { ScoreTiles, ZenTiles } from "./ScoreTiles.tsx";
import { PracticeSaveLine } from "./PracticeSaveLine.tsx";

interface PracticeResultsPanelProps {
  result: SessionResult;
  timeline: RecordedTimeline;
  /** What was practised: 'Weak-key practice' or 'Custom text'. */
  title: string;
  /** The first button's words: a new text, or the same one again. */
  againLabel: string;
  onAgain: () => void;
  /**
   * A test on the typist's own text (custom), free typing (zen), a repeat, or a test of the
   * typist's own length (custom-length) is saved as practice is.
   */
  kind?: PracticeKind;
  /** A custom-length run's length, saved with it. */
  length?: CustomLength | undefined;
  /** Who won a race against a past run of the same text (issue 36), said first. */
  verdict?: string;
}

/** Why the run is unranked, in the line under the heading. */
const UNRANKED_WHY: Record<PracticeKind, string> = {
  practice: "practice",
  custom: "a text of your own",
  zen: "free typing",
  repeat: "a text typed again",
  "custom-length": "a length of your own",
  lesson: "a lesson made for you",
};

const HEADINGS: Record<PracticeKind, string> = {
  practice: "Practice Results",
  custom: "Custom Text Results",
  zen: "Zen Results",
  repeat: "Repeat Results",
  "custom-length": "Custom Length Results",
  lesson: "Lesson Results",
};

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
  kind = "practice",
  length,
  verdict,
}: PracticeResultsPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const insight = useMemo(() => runInsight({ ...result, mode: { kind: "practice" } }), [result]);
  // By value: a length object made afresh by a render of the page must not save the run again.
  const unit = length?.unit;
  const value = length?.value;
  const request = useMemo(
    (): SavePracticeRequest => ({
      kind,
      text: result.passage,
      typedText: result.typed,
      elapsedMs: result.elapsedMs,
      timeline,
      ...(unit && value !== undefined && { length: { unit, value } }),
    }),
    [result, timeline, kind, unit, value],
  );
  const zen = kind === "zen";
  const mistakes = result.mistakes.length;

  useEffect(() => {
    // The heading, not a button: a key still pressed as the run ends must press nothing.
    headingRef.current?.focus({ preventScroll: true });
    // A live region announces what changes after it is on the page, so fill it a moment later.
    const timer = setTimeout(
      () =>
        setAnnouncement(
          zen
            ? `Zen run complete. ${result.wpm} words per minute over ${result.typedLength} characters.`
            : `${verdict ? `${verdict}. ` : ""}Practice complete. ${result.wpm} words per minute, ${result.accuracy}% accuracy, ${mistakes} ${mistakes === 1 ? "mistake" : "mistakes"}.`,
        ),
      100,
    );
    return () => clearTimeout(timer);
  }, [result, mistakes, zen, verdict]);

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
              {HEADINGS[kind]}
            </h2>
            <span className="rounded-full border border-gray-600 px-2.5 py-0.5 text-xs font-semibold tracking-wider text-gray-200 uppercase">
              Unranked
            </span>
            {kind === "repeat" && (
              <span
                data-testid="repeat-badge"
                className="rounded-full border border-amber-400/60 bg-amber-400/10 px-2.5 py-0.5 text-xs font-semibold tracking-wider text-amber-200 uppercase"
              >
                Repeat
              </span>
            )}
          </div>
          <p className="mt-1 text-gray-300">
            <span data-testid="result-mode">{title}</span> · {UNRANKED_WHY[kind]} never counts
            towards the leaderboard or your personal bests.
          </p>
        </div>
        <Button variant="primary" size="lg" onClick={onAgain}>
          {againLabel}
        </Button>
      </div>

      {verdict && (
        <p
          data-testid="race-verdict"
          className="rounded-lg border border-amber-400/40 bg-amber-400/10 px-4 py-3 text-lg font-semibold text-amber-100"
        >
          {verdict}
        </p>
      )}

      {zen ? (
        <ZenTiles wpm={result.wpm} characters={result.typedLength} elapsedMs={result.elapsedMs} />
      ) : (
        <ScoreTiles wpm={result.wpm} accuracy={result.accuracy} mistakes={mistakes} />
      )}

      <ResultInsightView
        insight={insight}
        errorRate={result.errorRate}
        timed={false}
        freeTyping={zen}
      />

      <div className="flex flex-wrap items-center gap-4">
        <p className="text-sm text-gray-400">
          <Kbd>Esc</Kbd> {kind === "repeat" && !verdict ? "starts a new test" : "does the same"}, or{" "}
          <Kbd>Tab</Kbd> then <Kbd>Enter</Kbd>.
        </p>
        <PracticeSaveLine request={request} />
      </div>
    </section>
  );
}
