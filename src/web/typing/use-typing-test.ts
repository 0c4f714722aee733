import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  type Credits,
  passageAt,
  type QuoteSource,
  testCredits,
  typedSources,
} from "../../core/texts/quote-source.ts";
import type { Language } from "../../core/texts/languages.ts";
import {
  DEFAULT_TEXT_CHOICE,
  type ServedTextChoice,
  textChoiceKey,
} from "../../core/texts/text-choice.ts";
import { autoIndent } from "../../core/typing/auto-indent.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import type { FinishedTest } from "../../core/typing/finished-test.ts";
import { type RecordedTimeline, recordedTimeline } from "../../core/typing/recorded-timeline.ts";
import type { Slip } from "../../core/typing/slip.ts";
import { modeName, type TestMode } from "../../core/typing/test-modes.ts";
import { testText } from "../../core/typing/test-text.ts";
import { CODE_LAYOUT, PROSE_LAYOUT } from "../../core/typing/text-layout.ts";
import { type SessionResult, TypingSession } from "../../core/typing/typing-session.ts";
import { ApiRequestError } from "../lib/api-client.ts";
import { currentSettings } from "../lib/settings-store.ts";
import { useKeyRecorder } from "./key-recorder.ts";
import { earlyTestFor, takeEarlyTest } from "./early-test-client.ts";
import { continueTest, rememberServed, startTest } from "./passage-client.ts";

/**
 * Where a run's text comes from: passages the server serves for a test of this difficulty, with
 * a token to save it by, or a text the page gives (practice), which has neither.
 */
export type TextSource =
  | { kind: "served"; difficulty: Difficulty; text?: ServedTextChoice }
  /**
   * `code` when the text is code, whose line breaks bring the next line's indentation; its
   * `language` sets the direction it is written in (English when not given).
   */
  | { kind: "given"; text: string; code?: boolean; language?: Language };

export interface TypingTestState {
  loading: boolean;
  passage: string;
  /** How much of the passage is typed, as of the last render (the clock's tick, at most a second old). */
  typedLength: number;
  /** How much is typed this moment: for a timer of its own to read, never a keystroke's work. */
  readTypedLength: () => number;
  status: TypingSession["status"];
  elapsedMs: number;
  /** performance.now() when the clock started; null before the first key. */
  startedAtMs: number | null;
  remainingMs: number;
  live: { wpm: number; accuracy: number };
  result: SessionResult | null;
  /** The finished run's keystrokes as they are saved; null while it runs. */
  timeline: RecordedTimeline | null;
  /**
   * What a finished test sends to be saved; the server scores it itself. Null while the test
   * runs. A test started without the server has no token (saveRequestOf names its passages).
   */
  saveRequest: FinishedTest | null;
  /**
   * Why a running timed test could get no more text, when it could not: the test goes on with
   * the text it has, and its token, so its result can still be saved.
   */
  appendProblem: string | null;
  /** A slip the typist is told about (src/core/typing/slip.ts), while it stands. */
  slip: Slip | null;
  /** Where the quote the caret is in comes from; null unless the test types quotes. */
  quote: QuoteSource | null;
  /** A finished quotes test's quotes typed into, in order; empty for any other run. */
  typedQuotes: QuoteSource[];
  /** What the code snippet the caret is in does; null unless the test types code. */
  title: string | null;
  /**
   * Offers the input's new value and returns the typed text after it (unchanged when the value
   * was refused); `synthetic` when a script, not the user, changed it, `composed` when an input
   * method or phone keyboard committed it. A keystroke renders nothing by itself: the page
   * renders when the test starts or ends and on the clock's tick (the live figures).
   */
  type: (value: string, synthetic?: boolean, composed?: boolean) => string;
  /**
   * For a run started on the test its page was sent with: gives the run what was typed into the
   * page's own box before the run's box took over, at the times it was typed, and returns the
   * typed text. Called by the typing area as its box replaces the page's, in the same task, so no
   * key falls between them. Null for any other run.
   */
  adoptEarly: (() => string) | null;
  stop: () => void;
}

/** Why a running test's next passage did not come (continueTest's failure), for the typist. */
export function appendProblemText(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return "TypeTempo's server sent no passage";
  if (error.status === 0) return "TypeTempo's server could not be reached";
  return `TypeTempo's server answered: ${error.message}`;
}

function saveRequestFor(
  result: SessionResult,
  setup: TestMode,
  difficulty: Difficulty,
  token: string | null,
  timeline: RecordedTimeline,
): FinishedTest {
  const base = {
    token,
    mode: modeName(setup),
    difficulty,
    rawText: result.passage,
    typedText: result.typed,
    timeline,
    stopOnError: result.stopOnError,
  };
  if (setup.kind === "timed") return { ...base, duration: setup.seconds };
  const { elapsedMs } = result;
  return { ...base, duration: Math.max(1, Math.round(elapsedMs / 1000)), elapsedMs };
}

/**
 * Drives one run of a test or of practice: loads a passage (or takes the given text), feeds input to a TypingSession, ticks the display
 * once a second from a monotonic clock, appends text near the end of a timed test, and
 * finishes on time, on completion or on Stop. A new run (another test, another difficulty,
 * Try Again) is a new component instance, so nothing here needs resetting.
 */
export function useTypingTest(setup: TestMode, source: TextSource): TypingTestState {
  const [initialSource] = useState(source);
  const given = initialSource.kind === "given" ? initialSource.text : null;
  const difficulty = initialSource.kind === "served" ? initialSource.difficulty : null;
  const textChoice =
    initialSource.kind === "served"
      ? (initialSource.text ?? DEFAULT_TEXT_CHOICE)
      : DEFAULT_TEXT_CHOICE;
  const code =
    textChoice.kind === "code" || (initialSource.kind === "given" && initialSource.code === true);
  const layout = code ? CODE_LAYOUT : PROSE_LAYOUT;
  // The test the page was sent with, when this run may start on it: no request, no wait.
  const [early] = useState(() => {
    if (difficulty === null) return null;
    const test = earlyTestFor({
      mode: modeName(setup),
      difficulty,
      textKey: textChoiceKey(textChoice),
    });
    return (
      test && {
        test,
        text: testText(
          setup,
          test.passages.map((p) => p.text),
          layout,
        ),
      }
    );
  });
  const [session, setSession] = useState(() => {
    if (given !== null) return new TypingSession(setup, given, { fixedText: true });
    return early && new TypingSession(setup, early.text);
  });
  const [passage, setPassage] = useState(given ?? early?.text ?? "");
  const [result, setResult] = useState<SessionResult | null>(null);
  const [now, setNow] = useState(0);
  const appending = useRef(false);
  // The server's proof of what it served; it grows with each appended passage.
  const [token, setToken] = useState<string | null>(early?.test.token ?? null);
  const [initialSetup] = useState(setup);
  const [appendProblem, setAppendProblem] = useState<string | null>(null);
  // Set only when the slip changes, so an ordinary keystroke still renders nothing.
  const [slip, setSlip] = useState<Slip | null>(null);
  const slipShown = useRef<Slip | null>(null);
  // A quotes test's credits (a code test's titles), and the quote the caret is in: set only
  // when it crosses into another quote, so an ordinary keystroke still renders nothing.
  const [credits, setCredits] = useState<Credits<QuoteSource | string> | null>(() =>
    early ? testCredits(early.test.passages) : null,
  );
  const [quoteIndex, setQuoteIndex] = useState(0);
  const quoteShown = useRef(0);
  // Cancels a passage still on its way (or waiting to be asked for again) when the run ends.
  const appends = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    appends.current = controller;
    return () => controller.abort();
  }, []);
  const keys = useKeyRecorder();

  useEffect(() => {
    if (difficulty === null || early) return;
    const controller = new AbortController();
    startTest(modeName(initialSetup), difficulty, controller.signal, textChoice).then(
      (issued) => {
        const text = testText(
          initialSetup,
          issued.passages.map((passage) => passage.text),
          layout,
        );
        setToken(issued.token);
        setCredits(testCredits(issued.passages));
        setPassage(text);
        setSession(new TypingSession(initialSetup, text));
      },
      () => {
        // Aborted: this run was replaced before its passage arrived.
      },
    );
    return () => controller.abort();
  }, [initialSetup, difficulty, textChoice, layout, early]);

  const finish = useCallback((current: TypingSession, at: number) => {
    current.finish(at);
    if (current.status === "finished") setResult(current.result());
  }, []);

  // The once-a-second tick, aligned to the test's start so the display never drifts.
  const status = session?.status;
  useEffect(() => {
    if (!session || status !== "running") return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(tick, 1000 - (session.elapsedMs(performance.now()) % 1000));
    };
    const tick = () => {
      const at = performance.now();
      setNow(at);
      if (session.timeIsUp(at)) finish(session, at);
      else schedule();
    };
    schedule();
    return () => clearTimeout(timer);
  }, [session, status, finish]);

  const type = useCallback(
    (value: string, synthetic = false, composed = false, at = performance.now()) => {
      if (!session) return "";
      const statusBefore = session.status;
      // The setting as the run starts; a change during it applies from the next run.
      if (statusBefore === "idle") session.setStopOnError(currentSettings().stopOnError);
      // Code's indentation is never typed: a line break brings it (only a line break pays).
      const offered = code && value.endsWith("\n") ? autoIndent(session.passage, value) : value;
      const accepted = session.input(offered, at, synthetic, composed);
      if (session.slip !== slipShown.current) {
        slipShown.current = session.slip;
        setSlip(session.slip);
      }
      if (session.status === "finished") setResult(session.result());
      else if (session.status !== statusBefore) setNow(at);
      if (credits && credits.starts.length > 1) {
        const index = passageAt(credits.starts, session.typed.length);
        if (index !== quoteShown.current) {
          quoteShown.current = index;
          setQuoteIndex(index);
        }
      }
      if (accepted && difficulty && session.needsMoreText() && !appending.current) {
        appending.current = true;
        const signal = appends.current?.signal;
        continueTest(token, difficulty, signal, textChoice).then(
          (next) => {
            if (session.status !== "finished") {
              const added = testCredits(
                [next.passage],
                session.passage.length + layout.joiner.length,
              );
              setCredits((known) =>
                known && added
                  ? {
                      starts: [...known.starts, ...added.starts],
                      sources: [...known.sources, ...added.sources],
                    }
                  : null,
              );
              session.appendPassage(next.passage.text, layout.joiner);
              setToken(next.token);
              setPassage(session.passage);
            }
            appending.current = false;
          },
          (error: unknown) => {
            // Having tried again, give up for this run (appending stays set): the test keeps
            // its token and its text, and the typist is told why no more text comes. Not after
            // an abort (the run is over), nor for a test without a token, whose next passage
            // is built in, not the server's.
            if (token !== null && !signal?.aborted) setAppendProblem(appendProblemText(error));
          },
        );
      }
      return session.typed;
    },
    [session, difficulty, token, textChoice, credits, code, layout],
  );

  const adoptEarly = useCallback(() => {
    const { inputs, keys: pressed } = takeEarlyTest();
    if (early && difficulty) rememberServed(difficulty, early.test.passages);
    for (const [up, code, key, at, repeat] of pressed) {
      if (up) keys.up(code, key, at);
      else keys.down(code, key, at, repeat);
    }
    for (const [value, at, trusted, composed] of inputs) type(value, !trusted, composed, at);
    return session?.typed ?? "";
  }, [early, difficulty, keys, type, session]);

  const timeline = useMemo(() => {
    if (!result || !session) return null;
    const startedAt = session.startedAtMs ?? 0;
    return recordedTimeline(session.edits, keys.keyEvents(startedAt, startedAt + result.elapsedMs));
  }, [result, session, keys]);

  const saveRequest = useMemo(
    () =>
      result && timeline && difficulty
        ? saveRequestFor(result, initialSetup, difficulty, token, timeline)
        : null,
    [result, timeline, initialSetup, difficulty, token],
  );

  const typedQuotes = useMemo(
    () =>
      result && credits
        ? typedSources(credits, result.typed.length).filter(
            (source): source is QuoteSource => typeof source !== "string",
          )
        : [],
    [result, credits],
  );
  const credit = credits?.sources[quoteIndex] ?? null;

  const readTypedLength = useCallback(() => session?.typed.length ?? 0, [session]);

  const stop = useCallback(() => {
    if (session) finish(session, performance.now());
  }, [session, finish]);

  return {
    loading: session === null,
    passage,
    typedLength: session?.typed.length ?? 0,
    readTypedLength,
    status: session?.status ?? "idle",
    elapsedMs: session ? session.elapsedMs(now) : 0,
    startedAtMs: session?.startedAtMs ?? null,
    remainingMs: session ? session.remainingMs(now) : 0,
    live: session ? session.liveStats(now) : { wpm: 0, accuracy: 100 },
    result,
    timeline,
    saveRequest,
    appendProblem,
    slip,
    quote: typeof credit === "string" ? null : credit,
    title: typeof credit === "string" ? credit : null,
    typedQuotes,
    type,
    adoptEarly: early ? adoptEarly : null,
    stop,
  };
}
