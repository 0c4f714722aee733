import {
  EDIT_COMPOSED,
  EDIT_SYNTHETIC,
  diffEdit,
  type EditFlags,
  type TimelineEdit,
} from "./timeline.ts";

/**
 * The typed text of one run and its changes as timeline edits (docs/trusted-results.md), as
 * every kind of run records them in the browser: tests and practice (TypingSession) and races
 * (RaceTypist). The key presses beside them are the KeyRecording's.
 */
export class EditRecorder {
  typed: string;
  readonly edits: TimelineEdit[] = [];

  /** `base` is text already typed that the edits build on (a racer who rejoined). */
  constructor(base = "") {
    this.typed = base;
  }

  /**
   * Records the input's new value at `ms` since the run's start. Times are whole ms and never
   * go back, as the server's replay requires. `synthetic` marks input a script sent rather than
   * the user, `composed` text an input method or a phone keyboard committed.
   */
  record(value: string, ms: number, synthetic = false, composed = false): void {
    const last = this.edits.at(-1)?.[0] ?? 0;
    const edit = diffEdit(this.typed, value, Math.max(last, Math.round(ms)));
    this.typed = value;
    if (!edit) return;
    const flags = (synthetic ? EDIT_SYNTHETIC : 0) | (composed ? EDIT_COMPOSED : 0);
    if (flags) edit[4] = flags as EditFlags;
    this.edits.push(edit);
  }
}
