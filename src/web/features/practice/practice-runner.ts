import type { ComponentType } from "react";
import type { PracticeKind } from "../../../core/api/practice.ts";
import type { SessionResult } from "../../../core/typing/typing-session.ts";

/** One run of a practice text, given by the page: the typing screen and its results. */
export type PracticeRunner = ComponentType<{
  text: string;
  /** What is practised, as the results name it. */
  title: string;
  /** The results' button: a new text, or the same one again. */
  againLabel: string;
  onRestart: () => void;
  /** Whether the on-screen keyboard shows; the typist's setting when not given. */
  keyboard?: boolean;
  /** Called once as the run ends, before its results show: lessons record it. */
  onFinish?: (result: SessionResult) => void;
  /** What the run is saved to the history as, signed in; practice when not given. */
  saveAs?: PracticeKind;
}>;
