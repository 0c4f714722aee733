import { accuracyPercent, countCorrect, lengthWpm, scoreTest, type TestScore } from "./scoring.ts";
import type { TestMode } from "./test-modes.ts";
import { timeLimit } from "./mode-limits.ts";
import { PASSAGE_JOINER } from "./test-text.ts";
import { EditRecorder } from "./edit-recorder.ts";
import { nextSlip, type Slip } from "./slip.ts";
import { acceptedTyping, firstMistake, type StopOnError } from "./stop-on-error.ts";
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
  /** The stop on error setting the run was typed under. */
  stopOnError: StopOnError;
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
  private rule: StopOnError = "off";
  /** Where the typed text first differs from the passage; its length when nowhere. */
  private mistake = 0;
  private shownSlip: Slip | null = null;
  /** A test on the clock (timed, or a custom duration) runs on past its text, getting more. */
  private readonly timed: boolean;

  /**
   * A text given whole (a repeat, a custom text, practice), which never gets more: typed to its
   * end, even a timed run ends there, and its speed is over the time typed, as the server
   * scores such a run (practice).
   */
  private readonly fixedText: boolean;

  constructor(mode: TestMode, passage: string, { fixedText = false } = {}) {
    this.mode = mode;
    this.passage = passage;
    this.fixedText = fixedText;
    this.timed = timeLimit(mode) !== null;
  }

  get typed(): string {
    return this.recorder.typed;
  }

  get edits(): TimelineEdit[] {
    return this.recorder.edits;
  }

  /** The run's stop on error setting (stop-on-error.ts). */
  get stopOnError(): StopOnError {
    return this.rule;
  }

  /** Sets the run's stop on error setting while it is idle; from the first key on it is kept. */
  setStopOnError(rule: StopOnError): void {
    if (this.status === "idle") this.rule = rule;
  }

  /** The slip the typist is told about (slip.ts), if one is shown. */
  get slip(): Slip | null {
    return this.shownSlip;
  }

  /**
   * The first mistake of `value`. An ordinary key adds to the typed text or takes from its end,
   * and then only what changed is read, so a keystroke costs the same at any length.
   */
  private mistakeOf(value: string): number {
    const typed = this.recorder.typed;
    let from = 0;
    if (value.length >= typed.length && value.startsWith(typed)) from = this.mistake;
    else if (typed.startsWith(value)) return Math.min(this.mistake, value.length);
    return firstMistake(this.passage, value, from);
  }

  /**
   * Takes the input element's new value. Returns false when it is refused: longer than the
   * passage, or the test is over; the caller then puts the previous value back, as it puts back
   * `typed` when stop on error took only part of the value. `synthetic` marks input the browser
   * says a script sent rather than the user, `composed` text that an input method or a phone
   * keyboard committed. The value is compared in its composed form (NFC), so "é" typed as "e"
   * and a combining accent through a dead key matches the "é" of the text; the caller shows
   * `typed`, which is that form.
   */
  input(raw: string, now: number, synthetic = false, composed = false): boolean {
    if (this.status === "finished") return false;
    const offered = raw.normalize("NFC");
    if (offered.length > this.passage.length) return false;
    let mistake = this.mistakeOf(offered);
    // Stop on error cuts what it does not let through; a key it refuses changes nothing.
    const value = acceptedTyping(this.rule, this.passage, this.typed, offered, mistake);
    mistake = Math.min(mistake, value.length);
    // Only a running test's time can be up: an idle one starts its clock now.
    if (this.timeIsUp(now)) {
      this.finish(this.startedAt + this.durationMs());
      return false;
    }
    if (this.status === "idle") {
      if (value.length === 0) return true;
      this.status = "running";
      this.startedAt = now;
    }
    this.recorder.record(value, now - this.startedAt, synthetic, composed);
    this.mistake = mistake;
    this.shownSlip = nextSlip(this.shownSlip, this.passage, value, mistake);
    // Only a test on the clock of served text runs on past its text: it gets more (needsMoreText).
    const more = this.timed && !this.fixedText;
    if (!more && value.length === this.passage.length) this.finish(now);
    return true;
  }

  /** Ends a running test (Stop, or the countdown reaching zero). Idle tests stay idle. */
  finish(now: number): void {
    if (this.status !== "running") return;
    this.status = "finished";
    this.endedAt = Math.min(now, this.startedAt + this.durationMs());
  }

  /** Appends a timed test's next passage after `joiner`: a line break for code (text-layout.ts). */
  appendPassage(text: string, joiner = PASSAGE_JOINER): void {
    this.passage = `${this.passage}${joiner}${text}`;
  }

  needsMoreText(): boolean {
    return (
      this.timed &&
      !this.fixedText &&
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
    if (!this.timed) return 0;
    return Math.max(0, this.durationMs() - this.elapsedMs(now));
  }

  timeIsUp(now: number): boolean {
    return this.timed && this.status === "running" && this.remainingMs(now) <= 0;
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
    const score = scoreTest(this.passage, this.typed, this.mode, elapsedMs);
    return {
      ...score,
      // Over the whole duration when the time ran out, over the time typed when the text did.
      ...(this.fixedText && { wpm: lengthWpm(score.correct, elapsedMs) }),
      history: wpmHistory(this.passage, this.edits, elapsedMs),
      elapsedMs,
      passage: this.passage,
      typed: this.typed,
      edits: [...this.edits],
      stopOnError: this.rule,
    };
  }

  private durationMs(): number {
    const seconds = timeLimit(this.mode);
    return seconds === null ? Number.POSITIVE_INFINITY : seconds * 1000;
  }
}
