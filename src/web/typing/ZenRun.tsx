import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { recordedTimeline } from "../../core/typing/recorded-timeline.ts";
import { lengthWpm } from "../../core/typing/scoring.ts";
import type { SessionResult } from "../../core/typing/typing-session.ts";
import { MAX_ZEN_LENGTH, ZenSession } from "../../core/typing/zen-session.ts";
import { Button } from "../ui/Button.tsx";
import { cardClass } from "../ui/Card.tsx";
import { Kbd } from "../ui/Kbd.tsx";
import { useKeyRecorder } from "./key-recorder.ts";
import type { FinishedUnrankedRun } from "./unranked-run.ts";
import { RunHeader, LiveStat } from "./RunHeader.tsx";
import { formatClock } from "./test-labels.ts";
import { useEndOfTestGuard } from "./use-end-of-test-guard.ts";
import { useFocusMode } from "./use-focus-mode.ts";
import { useKeysRefocus } from "./use-keys-refocus.ts";
import { useTestKeys } from "./use-test-keys.ts";

interface ZenRunProps {
  onRestart: () => void;
  /** Called at the first key, so a results panel loaded on demand is there by the end. */
  preload?: () => unknown;
  renderResults: (run: FinishedUnrankedRun) => ReactNode;
}

/** Pasted and dropped text is not typed, in zen as in a test. */
const REFUSED_INPUT = new Set(["insertFromPaste", "insertFromDrop", "insertFromYank"]);

/**
 * A zen run (issue 34): no text to follow, so an ordinary text box the typist types into freely,
 * words wrapping and Backspace working, nothing marked right or wrong. The clock starts with the
 * first key and counts up; Shift+Enter (or Stop) ends the run, whatever the test's length, since
 * zen has no text to finish and no set time. Every new run is a new instance.
 */
export function ZenRun({ onRestart, preload, renderResults }: ZenRunProps) {
  const [session] = useState(() => new ZenSession());
  const [status, setStatus] = useState(session.status);
  const [result, setResult] = useState<SessionResult | null>(null);
  const [now, setNow] = useState(0);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const keys = useKeyRecorder();
  useTestKeys({ screen: result ? "results" : "typing", onRestart, boxRef });
  // A key pressed after a click elsewhere goes back into the box, as in a test.
  useKeysRefocus(boxRef);
  useEndOfTestGuard(result !== null);
  useFocusMode(status === "running");

  useEffect(() => {
    if (status === "running") void preload?.();
  }, [status, preload]);

  // The clock and live speed once a second, aligned to the run's start.
  useEffect(() => {
    if (status !== "running") return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(performance.now());
      timer = setTimeout(tick, 1000 - (session.elapsedMs(performance.now()) % 1000));
    };
    timer = setTimeout(tick, 1000 - (session.elapsedMs(performance.now()) % 1000));
    return () => clearTimeout(timer);
  }, [session, status]);

  const end = useCallback(() => {
    session.finish(performance.now());
    if (session.status === "finished") {
      setStatus("finished");
      setResult(session.result());
    }
  }, [session]);

  useEffect(() => {
    boxRef.current?.focus({ preventScroll: true });
  }, []);

  const timeline = useMemo(() => {
    if (!result) return null;
    const startedAt = session.startedAtMs ?? 0;
    return recordedTimeline(
      result.edits.slice(),
      keys.keyEvents(startedAt, startedAt + result.elapsedMs),
    );
  }, [result, session, keys]);

  if (result && timeline) return renderResults({ kind: "zen", result, timeline });

  const running = status === "running";
  const elapsedMs = session.elapsedMs(now);
  const typed = session.typed;

  return (
    <div className="space-y-4">
      <RunHeader
        clockLabel="Time"
        clock={formatClock(Math.floor(elapsedMs / 1000))}
        badge={{ label: "Text", value: "Zen" }}
      >
        <LiveStat label="WPM" testId="live-wpm">
          {elapsedMs < 1000 ? "–" : lengthWpm(typed.length, elapsedMs)}
        </LiveStat>
      </RunHeader>

      <div className={cardClass("focus-within:border-amber-400/70")}>
        <label htmlFor="zen-box" className="sr-only">
          Zen: type anything. Shift+Enter ends the run.
        </label>
        <textarea
          id="zen-box"
          ref={boxRef}
          data-testid="zen-box"
          rows={6}
          maxLength={MAX_ZEN_LENGTH}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          placeholder="Type anything. The clock starts with your first key."
          onBeforeInput={(event) => {
            if (REFUSED_INPUT.has((event.nativeEvent as InputEvent).inputType)) {
              event.preventDefault();
            }
          }}
          onPaste={(event) => event.preventDefault()}
          onDrop={(event) => event.preventDefault()}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              onRestart();
            } else if (event.key === "Enter" && event.shiftKey) {
              event.preventDefault();
              end();
            }
          }}
          onChange={(event) => {
            const native = event.nativeEvent as InputEvent;
            const before = session.status;
            const accepted = session.input(
              event.target.value,
              performance.now(),
              !native.isTrusted,
              native.inputType === "insertCompositionText",
            );
            if (!accepted) event.target.value = session.typed;
            if (session.status !== before) {
              setStatus(session.status);
              setNow(performance.now());
            }
          }}
          className="block min-h-48 w-full resize-none bg-transparent px-5 py-4 font-mono text-xl leading-relaxed break-words whitespace-pre-wrap text-gray-100 placeholder:text-gray-500 focus:outline-none"
        />
      </div>

      <div className="tt-static flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={onRestart}>
          Reset
        </Button>
        {running && (
          <Button variant="primary" onClick={end}>
            Stop
          </Button>
        )}
        <p data-testid="zen-hint" className="text-sm text-gray-400">
          <Kbd>Shift</Kbd>+<Kbd>Enter</Kbd> ends. Nothing is marked right or wrong; your speed
          counts every character. <Kbd>Esc</Kbd> restarts.
        </p>
      </div>
    </div>
  );
}
