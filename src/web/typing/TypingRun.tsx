import { useSettings } from "../lib/settings-store.ts";
import { quoteCredit, type QuoteSource } from "../../core/texts/quote-source.ts";
import {
  isServedChoice,
  type ServedTextChoice,
  testTextChoice,
  textChoiceKey,
  type TextChoice,
} from "../../core/texts/text-choice.ts";
import { useTextChoice } from "../lib/text-choice-store.ts";
import { lazyComponent } from "../ui/lazy-component.tsx";
import type { FinishedUnrankedRun } from "./unranked-run.ts";
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { GhostTrack } from "../../core/typing/ghost-track.ts";
import type { FinishedTest } from "../../core/typing/finished-test.ts";
import type { RecordedTimeline } from "../../core/typing/recorded-timeline.ts";
import { slipNotice } from "../../core/typing/slip.ts";
import { type TestMode, modeName } from "../../core/typing/test-modes.ts";
import type { PaceCaret } from "../../core/settings/settings.ts";
import { languageDir } from "../../core/texts/languages.ts";
import { characterTarget, timeLimit } from "../../core/typing/mode-limits.ts";
import type { SessionResult } from "../../core/typing/typing-session.ts";
import { wordsTyped } from "../../core/typing/word-passage.ts";
import { Button } from "../ui/Button.tsx";
import { Kbd } from "../ui/Kbd.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { RunHeader, LiveStat } from "./RunHeader.tsx";
import { formatClock } from "./test-labels.ts";
import { TypingArea } from "./TypingArea.tsx";
import { useEndOfTestGuard } from "./use-end-of-test-guard.ts";
import { useFocusMode } from "./use-focus-mode.ts";
import { useTestKeys } from "./use-test-keys.ts";
import { nextKeySignal } from "./next-key-signal.ts";
import { preloadBuiltinPassages } from "./passage-client.ts";
import { type TextSource, useTypingTest } from "./use-typing-test.ts";

/** A finished run, as its page's results panel is given it. */
export interface FinishedRun {
  result: SessionResult;
  timeline: RecordedTimeline;
  /** A test's save request (its token null when it started without the server); null for practice. */
  saveRequest: FinishedTest | null;
  /** The text a served test was asked for. */
  text: TextChoice;
  /** Where the quotes typed come from, in order; empty unless the test typed quotes. */
  quotes: QuoteSource[];
}

/** The on-screen keyboard, fetched only when it is shown (issue 35). */
const LazyOnScreenKeyboard = lazyComponent(
  () => import("./OnScreenKeyboard.tsx").then((module) => module.OnScreenKeyboard),
  "Loading the keyboard…",
);

/** The pace caret, fetched only when its setting is on (issue 36). */
const LazyPaceCaret = lazyComponent(
  () => import("./PaceCaret.tsx").then((module) => module.PaceCaret),
  "Loading the pace caret…",
);

/** A raced run's lanes and ghost caret, fetched only when a run is raced (issue 36). */
const LazyGhostLanes = lazyComponent(
  () => import("./GhostLanes.tsx").then((module) => module.GhostLanes),
  "Loading the race…",
);

/** Zen's box and the custom text's test, fetched only when one of them is chosen. */
const LazyUnrankedRun = lazyComponent(
  () => import("./UnrankedRun.tsx").then((module) => module.UnrankedRun),
  "Loading your passage…",
);

export interface TypingRunProps {
  setup: TestMode;
  source: TextSource;
  /** What the header shows beside the clock: the test's difficulty, or that it is practice. */
  badge: { label: string; value: string };
  onRestart: () => void;
  /** Called at the first key, so a results panel loaded on demand is there by the end. */
  preload?: () => unknown;
  renderResults: (run: FinishedRun) => ReactNode;
  /** The results of a zen or custom run, which a test page offers when those are chosen. */
  renderUnranked?: (run: FinishedUnrankedRun) => ReactNode;
  /** Called at a zen or custom run's first key, as `preload` is at a test's. */
  preloadUnranked?: () => unknown;
  /**
   * Whether the on-screen keyboard shows under the typing area: the typist's setting
   * (Settings' onScreenKeyboard) unless the page decides, as lessons do with their own switch.
   */
  keyboard?: boolean;
  /** Called once as the run ends, with its result, before the results show: lessons record it. */
  onFinish?: (result: SessionResult) => void;
  /** A past run of the same text raced beside this one (issue 36): its ghost and its lane's name. */
  ghost?: { track: GhostTrack; label: string };
}

/** Adds the run's key figures to this browser's, which weak-key practice works from. */
function recordKeyStats({ passage, edits }: SessionResult) {
  void import("./key-stats-store.ts").then(
    (store) => store.recordRunKeyStats(passage, edits),
    () => {
      // Offline for a moment: this run's figures are left out of the browser's.
    },
  );
}

/**
 * One run of a test or of practice, from its first key to its results. A test types the text
 * chosen above it, read here rather than by the page so that the choice's code is not on the
 * page's first load; another choice starts a new run. Zen has its own box, and a custom test
 * types the typist's own text as a given one, both saved as practice is.
 */
export function TypingRun(props: TypingRunProps) {
  const { setup, source, onRestart, renderUnranked } = props;
  const chosen = testTextChoice(useTextChoice());
  // Read here, where a keystroke renders nothing, rather than in the run, which each one does.
  const { onScreenKeyboard: keyboardSetting, paceCaret } = useSettings();
  const [text] = useState(chosen);
  const changed = source.kind === "served" && textChoiceKey(chosen) !== textChoiceKey(text);
  useEffect(() => {
    if (changed) onRestart();
  }, [changed, onRestart]);

  if (source.kind === "given" || isServedChoice(text) || !renderUnranked) {
    const served = isServedChoice(text) ? text : testTextChoice({ ...text, kind: "passages" });
    return (
      <ChosenTextRun
        {...props}
        keyboard={props.keyboard ?? keyboardSetting}
        text={served as ServedTextChoice}
        pace={paceCaret}
      />
    );
  }
  return (
    <LazyUnrankedRun.Component
      kind={text.kind === "zen" ? "zen" : "custom"}
      setup={setup}
      onRestart={onRestart}
      preload={props.preloadUnranked}
      renderResults={renderUnranked}
      Run={TypingRun}
    />
  );
}

/** A run of served text or of a given one (practice, a custom test). */
function ChosenTextRun({
  setup,
  source,
  badge,
  onRestart,
  preload,
  renderResults,
  text,
  keyboard,
  onFinish,
  pace,
  ghost,
}: TypingRunProps & { text: TextChoice; pace: PaceCaret }) {
  const test = useTypingTest(
    setup,
    source.kind === "served" && isServedChoice(text) ? { ...source, text } : source,
  );
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const passageHost = useRef<HTMLDivElement>(null);
  useTestKeys({ screen: test.result ? "results" : "typing", onRestart, boxRef });
  useEndOfTestGuard(test.result !== null);
  useFocusMode(test.status === "running");
  const started = test.status !== "idle";
  const served = source.kind === "served";
  useEffect(() => {
    if (!started) return;
    void preload?.();
    if (served) preloadBuiltinPassages();
  }, [started, preload, served]);
  const { result } = test;
  useEffect(() => {
    if (result) recordKeyStats(result);
  }, [result]);
  // Read when the run ends, not a reason to run the effect again.
  const finished = useRef(onFinish);
  useLayoutEffect(() => {
    finished.current = onFinish;
  }, [onFinish]);
  // Once per result, should the effect run again for it (development's strict mode does).
  const told = useRef<SessionResult | null>(null);
  useEffect(() => {
    if (!result || told.current === result) return;
    told.current = result;
    finished.current?.(result);
  }, [result]);

  // The on-screen keyboard follows each keystroke through a signal, never a render.
  const showKeyboard = keyboard ?? false;
  const [nextKey] = useState(nextKeySignal);
  const passageRef = useRef(test.passage);
  useLayoutEffect(() => {
    passageRef.current = test.passage;
    nextKey.set(test.passage[test.typedLength] ?? null);
    // A new passage (or more of it), not each keystroke: onTyped below follows those.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [test.passage, nextKey]);
  const onTyped = useCallback(
    (typed: string) => nextKey.set(passageRef.current[typed.length] ?? null),
    [nextKey],
  );

  if (test.loading) return <Spinner label="Loading your passage…" />;

  if (test.result && test.timeline) {
    return renderResults({
      result: test.result,
      timeline: test.timeline,
      saveRequest: test.saveRequest,
      text,
      quotes: test.typedQuotes,
    });
  }

  const running = test.status === "running";
  const language = source.kind === "served" ? text.language : source.language;
  const rtl = language !== undefined && languageDir(language) === "rtl";
  // A test on the clock (timed, or a custom duration) counts down; any other counts up.
  const timed = timeLimit(setup) !== null;
  const characters = characterTarget(setup);
  const clock = timed
    ? `${Math.ceil(test.remainingMs / 1000)}s`
    : formatClock(Math.floor(test.elapsedMs / 1000));

  return (
    <div className="space-y-4">
      <RunHeader clockLabel={timed ? "Time left" : "Time"} clock={clock} badge={badge}>
        {setup.kind === "words" && (
          <LiveStat label="Words" testId="live-words" progress>
            {wordsTyped(test.passage, test.typedLength)}/{setup.count}
          </LiveStat>
        )}
        <LiveStat label="WPM" testId="live-wpm">
          {/* A fraction of a second of typing gives wild figures; wait for the first second. */}
          {test.elapsedMs < 1000 ? "–" : test.live.wpm}
        </LiveStat>
        <LiveStat label="Accuracy" testId="live-accuracy">
          {test.live.accuracy}%
        </LiveStat>
      </RunHeader>

      {characters !== null && (
        <p className="text-sm text-gray-300">
          Approximately {characters} characters test ({test.passage.length} characters total). The
          test will end automatically when you complete the text.
        </p>
      )}
      {setup.kind === "words" && (
        <p className="text-sm text-gray-300">
          {setup.count} words test. The test will end automatically when you type the last word.
        </p>
      )}

      {ghost && (
        <LazyGhostLanes.Component
          host={passageHost}
          track={ghost.track}
          label={ghost.label}
          startedAt={test.startedAtMs}
          readTypedLength={test.readTypedLength}
          passageLength={test.passage.length}
          rtl={rtl}
        />
      )}
      <TypingArea
        inputRef={boxRef}
        passage={test.passage}
        idle={!running}
        onType={test.type}
        adopt={test.adoptEarly}
        onRestart={onRestart}
        language={language}
        onTyped={showKeyboard ? onTyped : undefined}
        passageHost={passageHost}
      />
      {/* Raced only against a served test's text, which has a speed to beat. */}
      {pace !== "off" && source.kind === "served" && (
        <LazyPaceCaret.Component
          host={passageHost}
          setting={pace}
          mode={modeName(setup)}
          difficulty={source.difficulty}
          startedAt={test.startedAtMs}
          rtl={rtl}
        />
      )}
      {showKeyboard && <LazyOnScreenKeyboard.Component signal={nextKey} />}

      {test.quote && (
        <p data-testid="quote-source" className="text-right text-sm text-gray-400">
          {quoteCredit(test.quote)}
        </p>
      )}
      {test.title && (
        <p data-testid="code-title" className="text-right text-sm text-gray-400">
          {test.title}
        </p>
      )}

      {/* The live region is there from the start, so a message is announced when it comes:
          a slip once, as it is noticed, and a passage that could not be added. Out of the layout
          while empty. */}
      <div role="status" className={test.slip || test.appendProblem ? "space-y-2" : "sr-only"}>
        {test.slip && (
          <p
            data-testid="slip-notice"
            className="rounded-md border border-amber-400/40 bg-amber-400/10 px-4 py-3 text-sm text-amber-100"
          >
            {slipNotice(test.passage, test.slip)}
          </p>
        )}
        {test.appendProblem && (
          <p className="rounded-md border border-amber-400/40 bg-amber-400/10 px-4 py-3 text-sm text-amber-100">
            More text could not be added to this test: {test.appendProblem}. The test goes on with
            the text shown, and its result can still be saved.
          </p>
        )}
      </div>

      <div className="tt-static flex flex-wrap items-center gap-3">
        {/* Reset is the first control after the typing box, so Tab then Enter restarts. */}
        <Button variant="secondary" onClick={onRestart}>
          Reset
        </Button>
        {!timed && running && (
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
