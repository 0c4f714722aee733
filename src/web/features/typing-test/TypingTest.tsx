import { type ComponentType, type Ref, useEffect, useRef, useState } from "react";
import type { SaveResultRequest } from "../../../core/api/results.ts";
import type { Difficulty } from "../../../core/typing/difficulty.ts";
import type { SessionResult } from "../../../core/typing/typing-session.ts";
import { modeName, type TestMode } from "../../../core/typing/test-modes.ts";
import { useDifficulty } from "../../lib/difficulty-store.ts";
import { TypingArea } from "./TypingArea.tsx";
import { useTypingTest } from "./use-typing-test.ts";
import { useTestKeys } from "./use-test-keys.ts";
import { useEndOfTestGuard } from "./use-end-of-test-guard.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { formatClock } from "./test-labels.ts";
import { Button } from "../../ui/Button.tsx";
import { Kbd } from "../../ui/Kbd.tsx";

export interface ResultsPanelProps {
  result: SessionResult;
  saveRequest: SaveResultRequest | null;
  mode: string;
  difficulty: Difficulty;
  onTryAgain: () => void;
  /** For the Try Again button: Tab from the results reaches it, so Tab then Enter tries again. */
  restartRef: Ref<HTMLButtonElement>;
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
  const test = useTypingTest(setup, difficulty);
  const restartRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  useTestKeys({ screen: test.result ? "results" : "typing", onRestart, restartRef, boxRef });
  useEndOfTestGuard(test.result !== null);
  const started = test.status !== "idle";
  useEffect(() => {
    if (started) void results.preload();
  }, [started, results]);
  const mode = modeName(setup);

  if (test.loading) return <Spinner label="Loading your passage…" />;

  if (test.result) {
    return (
      <results.Panel
        result={test.result}
        saveRequest={test.saveRequest}
        mode={mode}
        difficulty={difficulty}
        onTryAgain={onRestart}
        restartRef={restartRef}
      />
    );
  }

  const running = test.status === "running";
  const clock =
    setup.kind === "timed"
      ? `${Math.ceil(test.remainingMs / 1000)}s`
      : formatClock(Math.floor(test.elapsedMs / 1000));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p
            id="clock-label"
            className="text-xs font-medium tracking-wider text-gray-400 uppercase"
          >
            {setup.kind === "timed" ? "Time left" : "Time"}
          </p>
          <p
            role="timer"
            aria-labelledby="clock-label"
            data-testid="clock"
            className="font-mono text-4xl font-bold text-amber-300 tabular-nums"
          >
            {clock}
          </p>
        </div>
        <dl className="flex gap-6 text-right">
          <div>
            <dt className="text-xs font-medium tracking-wider text-gray-400 uppercase">
              Difficulty
            </dt>
            <dd
              data-testid="test-difficulty"
              className="pt-1.5 text-lg font-semibold text-gray-100 capitalize"
            >
              {difficulty}
            </dd>
          </div>
          <div className="tt-live-stat">
            <dt className="text-xs font-medium tracking-wider text-gray-400 uppercase">WPM</dt>
            <dd
              data-testid="live-wpm"
              className="font-mono text-2xl font-semibold text-white tabular-nums"
            >
              {/* A fraction of a second of typing gives wild figures; wait for the first second. */}
              {test.elapsedMs < 1000 ? "–" : test.live.wpm}
            </dd>
          </div>
          <div className="tt-live-stat">
            <dt className="text-xs font-medium tracking-wider text-gray-400 uppercase">Accuracy</dt>
            <dd
              data-testid="live-accuracy"
              className="font-mono text-2xl font-semibold text-white tabular-nums"
            >
              {test.live.accuracy}%
            </dd>
          </div>
        </dl>
      </div>

      {setup.kind === "length" && (
        <p className="text-sm text-gray-300">
          Approximately {setup.characters} characters test ({test.passage.length} characters total).
          The test will end automatically when you complete the text.
        </p>
      )}

      <TypingArea
        inputRef={boxRef}
        passage={test.passage}
        idle={!running}
        onType={test.type}
        onRestart={onRestart}
      />

      {/* The live region is there from the start, so the message is announced when it comes;
          out of the layout while empty. */}
      <div role="status" className={test.appendProblem ? undefined : "sr-only"}>
        {test.appendProblem && (
          <p className="rounded-md border border-amber-400/40 bg-amber-400/10 px-4 py-3 text-sm text-amber-100">
            More text could not be added to this test: {test.appendProblem}. The test goes on with
            the text shown, and its result can still be saved.
          </p>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        {/* Reset comes first so Tab then Enter always restarts, whatever else is shown. */}
        <Button ref={restartRef} variant="secondary" onClick={onRestart}>
          Reset
        </Button>
        {setup.kind === "length" && running && (
          <Button variant="primary" onClick={test.stop}>
            Stop
          </Button>
        )}
        <p className="text-sm text-gray-400">
          {running ? "" : "The clock starts with your first key. "}
          <Kbd>Esc</Kbd> restarts, or <Kbd>Tab</Kbd> then <Kbd>Enter</Kbd>.
        </p>
      </div>
    </div>
  );
}
