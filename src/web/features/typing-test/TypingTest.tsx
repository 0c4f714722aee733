import { type ComponentType, useState } from "react";
import type { SaveResultRequest } from "../../../core/api/results.ts";
import type { QuoteSource } from "../../../core/texts/quote-source.ts";
import type { TextChoice } from "../../../core/texts/text-choice.ts";
import type { Difficulty } from "../../../core/typing/difficulty.ts";
import type { SessionResult } from "../../../core/typing/typing-session.ts";
import { modeName, type TestMode } from "../../../core/typing/test-modes.ts";
import { useDifficulty } from "../../lib/difficulty-store.ts";
import { LazyTypingRun } from "../../typing/lazy-typing-run.ts";

export interface ResultsPanelProps {
  result: SessionResult;
  saveRequest: SaveResultRequest | null;
  mode: string;
  difficulty: Difficulty;
  /** The text the test served: named on the results when it is not the default passages. */
  text: TextChoice;
  /** Where the quotes typed come from; empty unless the test typed quotes. */
  quotes: QuoteSource[];
  onTryAgain: () => void;
}

/**
 * The panel a finished test shows, given by the page: the results are a feature of their own.
 * `preload` is called at the first key, so a panel loaded on demand is there by the end.
 */
export interface ResultsSlot {
  Panel: ComponentType<ResultsPanelProps>;
  preload: () => unknown;
}

/** A test screen; every new run (Try Again, Reset, new difficulty) starts from scratch. */
export function TypingTest({ setup, results }: { setup: TestMode; results: ResultsSlot }) {
  const difficulty = useDifficulty();
  const [run, setRun] = useState(0);
  return (
    <TestRun
      key={`${difficulty}:${run}`}
      setup={setup}
      results={results}
      difficulty={difficulty}
      onRestart={() => setRun((n) => n + 1)}
    />
  );
}

interface TestRunProps {
  setup: TestMode;
  results: ResultsSlot;
  difficulty: Difficulty;
  onRestart: () => void;
}

function TestRun({ setup, results, difficulty, onRestart }: TestRunProps) {
  const mode = modeName(setup);
  return (
    <LazyTypingRun.Component
      setup={setup}
      source={{ kind: "served", difficulty }}
      badge={{ label: "Difficulty", value: difficulty }}
      onRestart={onRestart}
      preload={results.preload}
      renderResults={({ result, saveRequest, text, quotes }) => (
        <results.Panel
          result={result}
          saveRequest={saveRequest}
          mode={mode}
          difficulty={difficulty}
          text={text}
          quotes={quotes}
          onTryAgain={onRestart}
        />
      )}
    />
  );
}
