import type { ComponentType } from "react";
import type { PracticeKind } from "../../../core/api/practice.ts";
import type { RecordedTimeline } from "../../../core/typing/recorded-timeline.ts";
import type { TestMode } from "../../../core/typing/test-modes.ts";
import type { SessionResult } from "../../../core/typing/typing-session.ts";
import { LazyTypingRun } from "../../typing/lazy-typing-run.ts";

/** What a finished practice run's panel, given by the page, is shown. */
export interface PracticeResultsProps {
  result: SessionResult;
  timeline: RecordedTimeline;
  title: string;
  againLabel: string;
  onAgain: () => void;
  /** What the run is saved as; practice when not given. */
  kind?: PracticeKind;
}

export interface PracticeRunProps {
  text: string;
  /** What is practised, as the results name it: 'Weak-key practice', 'Custom text'. */
  title: string;
  /** The results' button: a new text, or the same one again. */
  againLabel: string;
  /** Another run, from the results' button, Reset or Esc. */
  onRestart: () => void;
  Results: ComponentType<PracticeResultsProps>;
  /** Called at the first key, so a results panel loaded on demand is there by the end. */
  preload?: () => unknown;
  /** Whether the on-screen keyboard shows; the typist's setting when not given. */
  keyboard?: boolean;
  /** Called once as the run ends, before its results show. */
  onFinish?: (result: SessionResult) => void;
  /** What the run is saved to the history as, signed in; practice when not given. */
  saveAs?: PracticeKind;
}

const PRACTICE: TestMode = { kind: "practice" };

/** One practice run of a given text on the test's own typing screen; unranked, no difficulty. */
export function PracticeRun({
  text,
  title,
  againLabel,
  onRestart,
  Results,
  preload,
  keyboard,
  onFinish,
  saveAs,
}: PracticeRunProps) {
  return (
    <LazyTypingRun.Component
      setup={PRACTICE}
      source={{ kind: "given", text }}
      badge={{ label: "Mode", value: "Practice" }}
      onRestart={onRestart}
      preload={preload}
      keyboard={keyboard}
      onFinish={onFinish}
      renderResults={({ result, timeline }) => (
        <Results
          result={result}
          timeline={timeline}
          title={title}
          againLabel={againLabel}
          onAgain={onRestart}
          kind={saveAs}
        />
      )}
    />
  );
}
