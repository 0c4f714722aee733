import { accuracyPercent, countCorrect, lengthWpm, scoreTest, type TestScore } from "./scoring.ts";
import type { TestMode } from "./test-modes.ts";
import { PASSAGE_JOINER } from "./test-text.ts";
import { EditRecorder } from "./edit-recorder.ts";
import type { TimelineEdit } from "./timeline.ts";
import { wpmHistory, type SpeedPoint } from "./wpm-history.ts";

export type SessionStatus = "idle" | "running" | "finished";

/** product 'States and transitions': at 80 % of the passage, a timed test fetches the next one. */
export const APPEND_AT_FRACTION = 0.8;

/** When fetching that passage fails, it is asked for again after each of these waits (ms). */
export const APPEND_RETRY_DELAYS_MS = [500, 1000, 2000] as const;

export interface SessionResult extends TestScore {
  history: SpeedPoint[];
  elapsedMs: number;
  /** The passage, typed text and keystrokes scored, from which the results panel explains it. */
  passage: string;
  typed: string;
  edits: readonly TimelineEdit[];
}

/**
 * One typing test as a plain state machine (product 'States and transitions'): idle until the first
 * character, running, then finished when the time is up, the passage is complete or the typist
 * stops. Time comes in from the caller, so it is tested without a clock and a DOM.
 */
export class TypingSession {
  readonly mode: TestMode;
  passage: string;
  status: SessionStatus = "idle";
  private readonly recorder = new EditRecorder();
  private startedAt = 0;
  private endedAt = 0;

  constructor(mode: TestMode, passage: string) {
    this.mode = mode;
    this.passage = passage;
  }

  get typed(): string {
    return this.recorder.typed;
  }

  get edits(): TimelineEdit[] {
    return this.recorder.edits;
  }

  /**
   * Takes the input element's new value. Returns false when it is refused: longer than the
   * passage, or the test is over; the caller then puts the previous value back. `synthetic`
   * marks input the browser says a script sent rather than the user, `composed` text that an
   * input method or a phone keyboard committed.
   */
  input(value: string, now: number, synthetic = false, composed = false): boolean {
    if (this.status === "finished") return false;
    if (value.length > this.passage.length) return false;
    if (this.status === "running" && this.timeIsUp(now)) {
      this.finish(this.startedAt + this.durationMs());
      return false;
    }
    if (this.status === "idle") {
      if (value.length === 0) return true;
      this.status = "running";
      this.startedAt = now;
    }
    this.recorder.record(value, now - this.startedAt, synthetic, composed);
    // Only a timed test runs on past its text: it gets more (needsMoreText).
    if (this.mode.kind !== "timed" && value.length === this.passage.length) this.finish(now);
    return true;
  }

  /** Ends a running test (Stop, or the countdown reaching zero). Idle tests stay idle. */
  finish(now: number): void {
    if (this.status !== "running") return;
    this.status = "finished";
    this.endedAt = Math.min(now, this.startedAt + this.durationMs());
  }

  appendPassage(text: string): void {
    this.passage = `${this.passage}${PASSAGE_JOINER}${text}`;
  }

  needsMoreText(): boolean {
    return (
      this.mode.kind === "timed" &&
      this.status !== "finished" &&
      this.typed.length >= this.passage.length * APPEND_AT_FRACTION
    );
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

  remainingMs(now: number): number {
    if (this.mode.kind !== "timed") return 0;
    return Math.max(0, this.durationMs() - this.elapsedMs(now));
  }

  timeIsUp(now: number): boolean {
    return this.mode.kind === "timed" && this.status === "running" && this.remainingMs(now) <= 0;
  }

  /** WPM and accuracy while typing, over the time spent so far. */
  liveStats(now: number): { wpm: number; accuracy: number } {
    const correct = countCorrect(this.passage, this.typed);
    return {
      wpm: lengthWpm(correct, this.elapsedMs(now)),
      accuracy: accuracyPercent(correct, this.typed.length),
    };
  }

  result(): SessionResult {
    // In whole milliseconds, as the result is saved, so the panel shows the WPM the server keeps.
    const elapsedMs = Math.max(1, Math.round(this.elapsedMs(this.endedAt)));
    return {
      ...scoreTest(this.passage, this.typed, this.mode, elapsedMs),
      history: wpmHistory(this.passage, this.edits, elapsedMs),
      elapsedMs,
      passage: this.passage,
      typed: this.typed,
      edits: [...this.edits],
    };
  }

  private durationMs(): number {
    return this.mode.kind === "timed" ? this.mode.seconds * 1000 : Number.POSITIVE_INFINITY;
  }
}
