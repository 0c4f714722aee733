import { CHARS_PER_WORD } from "../typing/scoring.ts";
import type { TimelineEdit } from "../typing/timeline.ts";
import { keystrokes, secondOf } from "./keystrokes.ts";

export interface SpeedSample {
  /** Whole seconds since the test started; the last may end a partial second. */
  time: number;
  /**
   * Raw speed within this second alone: the characters typed in it, wrong and later deleted
   * ones included, / 5 per minute of the second's length. It shows bursts and hesitations.
   */
  raw: number;
  /**
   * Net speed over the test so far, as the result's net WPM at this moment: characters in the
   * typing box / 5, less the wrong ones still there, per minute elapsed; never below 0.
   */
  net: number;
  /** Wrong characters typed in this second, corrected or not: where the graph marks errors. */
  errors: number;
}

/** The typed text as edits change it, with a running count of its wrong characters. */
class JudgedText {
  private readonly passage: string;
  private readonly chars: string[] = [];
  wrong = 0;

  constructor(passage: string) {
    this.passage = passage;
  }

  get length(): number {
    return this.chars.length;
  }

  /** Re-judges only from the edit on: an edit at the end, as typing makes, touches one or two. */
  apply([, at, removed, inserted]: TimelineEdit): void {
    this.wrong -= this.wrongFrom(at);
    if (at + removed === this.chars.length) {
      // Typing and backspacing at the end, nearly every edit: no array to splice in.
      for (let i = 0; i < removed; i++) this.chars.pop();
      for (let i = 0; i < inserted.length; i++) this.chars.push(inserted[i]!);
    } else {
      this.chars.splice(at, removed, ...inserted);
    }
    this.wrong += this.wrongFrom(at);
  }

  private wrongFrom(start: number): number {
    let wrong = 0;
    for (let p = start; p < this.chars.length; p++) if (this.chars[p] !== this.passage[p]) wrong++;
    return wrong;
  }
}

function perMinute(words: number, ms: number): number {
  return ms > 0 ? Math.max(0, Math.round(words / (ms / 60_000))) : 0;
}

/**
 * The speed graph's data (issue 15): for each second of a test that lasted `endMs`, raw and
 * net speed and the errors made in it.
 */
export function speedSeries(
  passage: string,
  edits: readonly TimelineEdit[],
  endMs: number,
): SpeedSample[] {
  const seconds = Math.ceil(endMs / 1000);
  const typedIn = new Array<number>(seconds + 1).fill(0);
  const errorsIn = new Array<number>(seconds + 1).fill(0);
  for (const stroke of keystrokes(passage, edits)) {
    const second = secondOf(stroke.t);
    if (second > seconds) continue;
    typedIn[second]!++;
    if (!stroke.correct) errorsIn[second]!++;
  }
  const text = new JudgedText(passage);
  const samples: SpeedSample[] = [];
  let next = 0;
  for (let time = 1; time <= seconds; time++) {
    const until = Math.min(time * 1000, endMs);
    while (next < edits.length && edits[next]![0] <= until) text.apply(edits[next++]!);
    samples.push({
      time,
      raw: perMinute(typedIn[time]! / CHARS_PER_WORD, until - (time - 1) * 1000),
      net: perMinute(text.length / CHARS_PER_WORD - text.wrong, until),
      errors: errorsIn[time]!,
    });
  }
  return samples;
}
