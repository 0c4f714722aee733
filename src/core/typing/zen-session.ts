import { MAX_CUSTOM_TEXT_LENGTH } from "../practice/custom-text.ts";
import { EditRecorder } from "./edit-recorder.ts";
import { scoreTest, type TestScore } from "./scoring.ts";
import type { TestMode } from "./test-modes.ts";
import type { SessionStatus, SessionResult } from "./typing-session.ts";
import { wpmHistory } from "./wpm-history.ts";

export const ZEN: TestMode = { kind: "zen" };

/** The most a zen run may type: it is saved as practice is, within custom text's limit. */
export const MAX_ZEN_LENGTH = MAX_CUSTOM_TEXT_LENGTH;

/**
 * A zen run's score (issue 34): there is no text to match, so what was typed is its own text and
 * every typed character counts towards the specification's WPM; accuracy is 100 and there are
 * no mistakes. The server scores a saved zen run with this, from the text its keystrokes rebuild.
 */
export function scoreZen(typed: string, elapsedMs: number): TestScore {
  return scoreTest(typed, typed, ZEN, elapsedMs);
}

/**
 * A zen run as a plain state machine, like TypingSession but without a passage: idle until the
 * first character, running until the typist ends it (Shift+Enter or Stop). It records every edit
 * for the saved timeline, and refuses input past MAX_ZEN_LENGTH.
 */
export class ZenSession {
  status: SessionStatus = "idle";
  private readonly recorder = new EditRecorder();
  private startedAt = 0;
  private endedAt = 0;

  get typed(): string {
    return this.recorder.typed;
  }

  /** Takes the input's new value in its composed form; false when it is refused. */
  input(raw: string, now: number, synthetic = false, composed = false): boolean {
    if (this.status === "finished") return false;
    const value = raw.normalize("NFC");
    if (value.length > MAX_ZEN_LENGTH) return false;
    if (this.status === "idle") {
      if (value.length === 0) return true;
      this.status = "running";
      this.startedAt = now;
    }
    this.recorder.record(value, now - this.startedAt, synthetic, composed);
    return true;
  }

  /** Ends a running run with something typed; an empty one stays as it is, nothing to score. */
  finish(now: number): void {
    if (this.status !== "running" || this.typed.length === 0) return;
    this.status = "finished";
    // At least its last keystroke's time, so the saved timeline fits within the run; something
    // typed means at least one edit recorded.
    this.endedAt = Math.max(now, this.startedAt + this.recorder.edits.at(-1)![0]);
  }

  /** When the first keystroke came, on the caller's clock; null before it. */
  get startedAtMs(): number | null {
    return this.status === "idle" ? null : this.startedAt;
  }

  elapsedMs(now: number): number {
    if (this.status === "idle") return 0;
    if (this.status === "finished") return this.endedAt - this.startedAt;
    return Math.max(0, now - this.startedAt);
  }

  /** The finished run as a test's results are given it: the typed text is its own passage. */
  result(): SessionResult {
    const elapsedMs = Math.max(1, Math.round(this.elapsedMs(this.endedAt)));
    const typed = this.typed;
    return {
      ...scoreZen(typed, elapsedMs),
      history: wpmHistory(typed, this.recorder.edits, elapsedMs),
      elapsedMs,
      passage: typed,
      typed,
      edits: [...this.recorder.edits],
      stopOnError: "off",
    };
  }
}
