import { type ComponentType, useEffect, useState } from "react";
import type { FinishedTest } from "../../../core/typing/finished-test.ts";
import type { QuoteSource } from "../../../core/texts/quote-source.ts";
import type { TextChoice } from "../../../core/texts/text-choice.ts";
import type { Difficulty } from "../../../core/typing/difficulty.ts";
import type { RecordedTimeline } from "../../../core/typing/recorded-timeline.ts";
import type { SessionResult } from "../../../core/typing/typing-session.ts";
import type { CustomLength, TestMode } from "../../../core/typing/test-modes.ts";
import { useDifficulty } from "../../lib/difficulty-store.ts";
import { LazyTypingRun } from "../../typing/lazy-typing-run.ts";
import { EarlyTestSlot } from "./EarlyTestSlot.tsx";

export interface ResultsPanelProps {
  result: SessionResult;
  saveRequest: FinishedTest | null;
  /**
   * The test taken, named by the panel: the mode's names stay off the page's first load, which
   * carries this file.
   */
  setup: TestMode;
  difficulty: Difficulty;
  /** The text the test served: named on the results when it is not the default passages. */
  text: TextChoice;
  /** Where the quotes typed come from; empty unless the test typed quotes. */
  quotes: QuoteSource[];
  onTryAgain: () => void;
  onRepeat: () => void;
}

/** What a finished zen, custom, repeat or custom-length run's panel is shown: it is saved as practice is. */
export interface UnrankedPanelProps {
  result: SessionResult;
  timeline: RecordedTimeline;
  kind: "zen" | "custom" | "repeat" | "custom-length";
  /** A custom-length run's length, saved with it. */
  length?: CustomLength;
  title: string;
  againLabel: string;
  onAgain: () => void;
}

/**
 * The panel a finished test shows, given by the page: the results are a feature of their own.
 * `preload` is called at the first key, so a panel loaded on demand is there by the end;
 * `Unranked` is the panel of a zen or custom run, preloaded in the same way.
 */
export interface ResultsSlot {
  Panel: ComponentType<ResultsPanelProps>;
  preload: () => unknown;
  Unranked: ComponentType<UnrankedPanelProps>;
  preloadUnranked: () => unknown;
}

const UNRANKED_TITLES = { zen: "Zen", custom: "Custom text", repeat: "Same text again" } as const;

/** A finished test's text, typed again from its results: unranked, and saved as a repeat. */
interface Repeat {
  text: string;
  code: boolean;
}

/**
 * A test screen; every new run (Try Again, Reset, new difficulty) starts from scratch, a new test
 * but for "Try the same text again", which types the last text again.
 */
export function TypingTest({
  setup,
  results,
  label = "",
}: {
  setup: TestMode;
  results: ResultsSlot;
  /** What the results call a custom length ('Custom · 45 Seconds'), named by its page. */
  label?: string;
}) {
  const difficulty = useDifficulty();
  const [run, setRun] = useState(0);
  const [repeat, setRepeat] = useState<Repeat | null>(null);
  const start = (next: Repeat | null) => {
    setRepeat(next);
    setRun((n) => n + 1);
  };
  return (
    <TestRun
      key={`${difficulty}:${run}`}
      setup={setup}
      label={label}
      results={results}
      difficulty={difficulty}
      repeat={repeat}
      onRestart={() => start(null)}
      onRepeat={start}
    />
  );
}

interface TestRunProps {
  setup: TestMode;
  label: string;
  results: ResultsSlot;
  difficulty: Difficulty;
  repeat: Repeat | null;
  onRestart: () => void;
  onRepeat: (repeat: Repeat) => void;
}

/** Whether a run's screen has been shown on this page: until then the early test's slot shows. */
let runShown = false;

/**
 * The early test's slot stays, as the page was sent, through hydration and until the run's code
 * has arrived, so the run's first screen takes its place in one commit.
 */
function useRunReady(): boolean {
  const [ready, setReady] = useState(runShown);
  useEffect(() => {
    const show = () => {
      runShown = true;
      setReady(true);
    };
    // Offline for a moment: the run's own wait asks for its code again.
    LazyTypingRun.preload().then(show, show);
  }, []);
  return ready;
}

function TestRun(props: TestRunProps) {
  const { setup, label, results, difficulty, repeat, onRestart, onRepeat } = props;
  const ready = useRunReady();
  if (!ready) return <EarlyTestSlot />;
  if (repeat) {
    return (
      <LazyTypingRun.Component
        setup={setup}
        source={{ kind: "given", ...repeat }}
        badge={{ label: "Text", value: "Repeat" }}
        onRestart={onRestart}
        preload={results.preloadUnranked}
        renderResults={({ result, timeline }) => (
          <results.Unranked
            result={result}
            timeline={timeline}
            kind="repeat"
            title={UNRANKED_TITLES.repeat}
            againLabel="Try the same text again"
            onAgain={() => onRepeat(repeat)}
          />
        )}
      />
    );
  }
  // A custom length's served text is saved as practice is, never ranked.
  const length = setup.kind === "custom-length" ? { unit: setup.unit, value: setup.value } : null;
  return (
    <LazyTypingRun.Component
      setup={setup}
      source={{ kind: "served", difficulty }}
      badge={{ label: "Difficulty", value: difficulty }}
      onRestart={onRestart}
      preload={length ? results.preloadUnranked : results.preload}
      preloadUnranked={results.preloadUnranked}
      renderUnranked={({ result, timeline, kind }) => (
        <results.Unranked
          result={result}
          timeline={timeline}
          kind={kind}
          title={UNRANKED_TITLES[kind]}
          againLabel="Try Again"
          onAgain={onRestart}
        />
      )}
      renderResults={({ result, timeline, saveRequest, text, quotes }) =>
        length ? (
          <results.Unranked
            result={result}
            timeline={timeline}
            kind="custom-length"
            length={length}
            title={label}
            againLabel="Try Again"
            onAgain={onRestart}
          />
        ) : (
          <results.Panel
            result={result}
            saveRequest={saveRequest}
            setup={setup}
            difficulty={difficulty}
            text={text}
            quotes={quotes}
            onTryAgain={onRestart}
            onRepeat={() => onRepeat({ text: result.passage, code: text.kind === "code" })}
          />
        )
      }
    />
  );
}
