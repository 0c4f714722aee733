import { CHARS_PER_WORD } from "../typing/scoring.ts";
import type { TimelineEdit } from "../typing/timeline.ts";
import { keystrokeLog, type KeystrokeLog, secondOf } from "./keystrokes.ts";
import { TypedText } from "./typed-text.ts";

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
  private readonly text: TypedText;
  wrong = 0;

  constructor(passage: string, capacity: number) {
    this.passage = passage;
    this.text = new TypedText(capacity);
  }

  get length(): number {
    return this.text.length;
  }

  /** Re-judges only from the edit on: an edit at the end, as typing makes, touches one or two. */
  apply(edit: TimelineEdit): void {
    const from = Math.min(edit[1], this.text.length);
    this.wrong -= this.wrongFrom(from);
    this.text.apply(edit);
    this.wrong += this.wrongFrom(from);
  }

  private wrongFrom(start: number): number {
    let wrong = 0;
    for (let p = start; p < this.text.length; p++)
      if (this.text.codeAt(p) !== this.passage.charCodeAt(p)) wrong++;
    return wrong;
  }
}

/** `ms` is over 0: a sample spans a whole second, or a last part of one that is not empty. */
function perMinute(words: number, ms: number): number {
  return Math.max(0, Math.round(words / (ms / 60_000)));
}

/**
 * A last partial second shorter than this is merged into the second before it: a key or two in a
 * few milliseconds would read as hundreds of words per minute and stretch the graph (issue 33).
 */
export const SHORTEST_LAST_MS = 500;

/**
 * The speed graph's data (issue 15): for each second of a test that lasted `endMs`, raw and
 * net speed and the errors made in it. A last partial second of SHORTEST_LAST_MS or more is a
 * sample over its own length; a shorter one joins the second before, whose sample then runs to
 * `endMs`. `strokes` are the timeline's, when the caller has them.
 */
export function speedSeries(
  passage: string,
  edits: readonly TimelineEdit[],
  endMs: number,
  strokes: KeystrokeLog = keystrokeLog(passage, edits),
): SpeedSample[] {
  const seconds = Math.ceil(endMs / 1000);
  const typedIn = new Array<number>(seconds + 1).fill(0);
  const errorsIn = new Array<number>(seconds + 1).fill(0);
  for (let k = 0; k < strokes.count; k++) {
    const second = secondOf(strokes.t[k]!);
    if (second > seconds) continue;
    typedIn[second]!++;
    if (!strokes.correct[k]) errorsIn[second]!++;
  }
  const merged = seconds > 1 && endMs - (seconds - 1) * 1000 < SHORTEST_LAST_MS;
  const last = merged ? seconds - 1 : seconds;
  if (merged) {
    typedIn[last]! += typedIn[seconds]!;
    errorsIn[last]! += errorsIn[seconds]!;
  }
  const text = new JudgedText(passage, strokes.count);
  const samples: SpeedSample[] = [];
  let next = 0;
  for (let time = 1; time <= last; time++) {
    const until = time === last ? endMs : time * 1000;
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
