import { MAX_REPEAT_TEXT_LENGTH } from "../../../core/practice/custom-text.ts";
import { useEffect, useMemo, useRef, useState } from "react";
import type { SaveResultRequest, SaveResultResponse } from "../../../core/api/results.ts";
import {
  type FinishedTest,
  type OfflineTest,
  saveRequestOf,
} from "../../../core/typing/finished-test.ts";
import { shareText } from "../../../core/site/share-text.ts";
import type { SessionResult } from "../../../core/typing/typing-session.ts";
import { ResultSaveLine } from "./ResultSaveLine.tsx";
import { runInsight } from "../../../core/insight/result-insight.ts";
import { modeName, type TestMode } from "../../../core/typing/test-modes.ts";
import { ResultInsightView } from "./ResultInsightView.tsx";
import { ScoreTiles } from "./ScoreTiles.tsx";
import { ShareSection } from "./ShareSection.tsx";
import { shareScreenshot } from "./share-actions.ts";
import { Button } from "../../ui/Button.tsx";
import { Kbd } from "../../ui/Kbd.tsx";
import { modeLabel } from "../../../core/typing/mode-label.ts";
import { DIFFICULTY_LABELS, isDifficulty } from "../../../core/typing/difficulty.ts";
import { STOP_ON_ERROR_LABELS } from "../../../core/typing/stop-on-error.ts";
import { DEFAULT_TEXT_CHOICE, type TextChoice } from "../../../core/texts/text-choice.ts";
import { textChoiceLabel } from "../../../core/texts/text-choice-label.ts";
import type { QuoteSource } from "../../../core/texts/quote-source.ts";
import { QuoteSources } from "./QuoteSources.tsx";
import { RaceYourBest } from "./RaceYourBest.tsx";

const difficultyLabel = (difficulty: string) =>
  isDifficulty(difficulty) ? DIFFICULTY_LABELS[difficulty] : difficulty;

interface ResultsPanelProps {
  result: SessionResult;
  /** The test taken, named here rather than by the page, whose first load is kept small. */
  setup: TestMode;
  difficulty: string;
  /** The text the test served; passages, the default, go unnamed as they always have. */
  text?: TextChoice;
  /** Where the quotes typed come from, credited under the result; none for other texts. */
  quotes?: QuoteSource[];
  /**
   * What to save for a signed-in typist: the test token, the passage, what was typed and the
   * keystrokes, never the score. Its token is null when the test started without the server:
   * it is then saved by the built-in passages this tab served it (offline-test.ts).
   */
  saveRequest: FinishedTest | null;
  onTryAgain: () => void;
  /** Types exactly this text again, unranked (issue 34); absent where there is no text to repeat. */
  onRepeat?: () => void;
}

/**
 * What a finished test sends to be saved; undefined for the moment a test started offline takes
 * to look up its built-in passages in the chunk that served them (builtin-passages.ts), which is
 * loaded already and stays out of this panel's own.
 */
function useSaveRequest(test: FinishedTest | null): SaveResultRequest | null | undefined {
  const [offline, setOffline] = useState<OfflineTest | null | undefined>(undefined);
  const started = test?.token === null;
  useEffect(() => {
    if (!started) return;
    let current = true;
    // Read as the results appear, before another test can start a record of its own.
    import("../../typing/builtin-passages.ts").then(
      (builtin) => current && setOffline(builtin.latestOfflineTest()),
      () => current && setOffline(null),
    );
    return () => {
      current = false;
    };
  }, [started]);
  return useMemo(() => {
    if (!test) return null;
    if (test.token !== null) return saveRequestOf(test, null);
    return offline === undefined ? undefined : saveRequestOf(test, offline);
  }, [test, offline]);
}

/** product 'Results panel', replacing the typing area when a test ends. */
export function ResultsPanel({
  result,
  setup,
  difficulty,
  text: textChoice = DEFAULT_TEXT_CHOICE,
  quotes = [],
  saveRequest,
  onTryAgain,
  onRepeat,
}: ResultsPanelProps) {
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState("");
  // Once saved, shares lead to the result's own page; until then, to this page.
  const [saved, setSaved] = useState<SaveResultResponse | null>(null);
  const mode = modeName(setup);
  const text = shareText({ wpm: result.wpm, accuracy: result.accuracy, mode, difficulty });
  const mistakes = result.mistakes;
  const insight = useMemo(() => runInsight({ ...result, mode: setup }), [result, setup]);
  const request = useSaveRequest(saveRequest);

  useEffect(() => {
    // The heading, not a button: a key still pressed as the test ends must press nothing.
    headingRef.current?.focus({ preventScroll: true });
    // A live region announces what changes after it is on the page, so fill it a moment later.
    const timer = setTimeout(
      () =>
        setAnnouncement(
          `Test complete. ${result.wpm} words per minute, ${result.accuracy}% accuracy, ${mistakes.length} ${mistakes.length === 1 ? "mistake" : "mistakes"}.`,
        ),
      100,
    );
    return () => clearTimeout(timer);
  }, [result, mistakes.length]);

  return (
    <section
      ref={panelRef}
      aria-labelledby="results-title"
      className="space-y-6 rounded-2xl border border-gray-700 bg-gray-800 p-5 sm:p-7"
    >
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {/* Try Again is the first control after the focused heading, so Tab then Enter tries again
          while Tab still walks the panel in reading order. */}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2
            ref={headingRef}
            id="results-title"
            tabIndex={-1}
            className="text-2xl font-bold text-white focus-visible:outline-none"
          >
            Results
          </h2>
          <p className="mt-1 text-gray-300">
            <span data-testid="result-mode">{modeLabel(mode)}</span> ·{" "}
            <span data-testid="result-difficulty">{difficultyLabel(difficulty)}</span>
            {/* The specification's English passages go unnamed, as before there was a choice. */}
            {(textChoice.kind !== "passages" || textChoice.language !== "en") && (
              <>
                {" · "}
                <span data-testid="result-text">{textChoiceLabel(textChoice)}</span>
              </>
            )}
          </p>
          <p data-testid="result-stop-on-error" className="mt-0.5 text-sm text-gray-400">
            Stop on error: {STOP_ON_ERROR_LABELS[result.stopOnError].toLowerCase()}
          </p>
          <QuoteSources quotes={quotes} />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="primary" size="lg" onClick={onTryAgain}>
            Try Again
          </Button>
          {onRepeat && result.passage.length <= MAX_REPEAT_TEXT_LENGTH && (
            <Button variant="secondary" size="lg" onClick={onRepeat}>
              Try the same text again
            </Button>
          )}
        </div>
      </div>

      <ScoreTiles wpm={result.wpm} accuracy={result.accuracy} mistakes={mistakes.length} />

      <ResultInsightView
        insight={insight}
        errorRate={result.errorRate}
        timed={setup.kind === "timed"}
        // After the score and its figures, so on a phone sharing never pushes them off the
        // first screen.
        afterFigures={
          <ShareSection
            text={text}
            saved={saved}
            onScreenshot={() => panelRef.current && void shareScreenshot(panelRef.current, text)}
          />
        }
      />

      <div className="flex flex-wrap items-center gap-4">
        <p className="text-sm text-gray-400">
          <Kbd>Esc</Kbd> starts a new test, or <Kbd>Tab</Kbd> then <Kbd>Enter</Kbd>.
        </p>
        {request !== undefined && <ResultSaveLine request={request} onSaved={setSaved} />}
        {saved && <RaceYourBest saved={saved} text={textChoice} />}
      </div>
    </section>
  );
}
