import type { TimelineEdit } from "../typing/timeline.ts";

/**
 * The typed text as edits change it, held as UTF-16 code units in a growing buffer rather than
 * as a string: a backspace on a string built by appending copies the whole text, which made
 * replaying a long run for its statistics cost as much again as the statistics themselves.
 * Edits apply as applyEdit applies them, position for position.
 */
export class TypedText {
  private codes: Uint16Array;
  length = 0;

  /** `capacity`: the longest the text is expected to grow, such as the characters inserted. */
  constructor(capacity = 256) {
    this.codes = new Uint16Array(Math.max(capacity, 16));
  }

  /** The code unit at `position`, which must be below length. */
  codeAt(position: number): number {
    return this.codes[position]!;
  }

  apply(edit: TimelineEdit): void {
    const at = edit[1];
    const removed = edit[2];
    const inserted = edit[3];
    // As applyEdit's slices: a start past the end is the end, a removal stops at the end.
    const start = Math.min(at, this.length);
    const end = Math.min(start + removed, this.length);
    const length = this.length - (end - start) + inserted.length;
    if (length > this.codes.length) {
      const grown = new Uint16Array(Math.max(length, this.codes.length * 2));
      grown.set(this.codes.subarray(0, this.length));
      this.codes = grown;
    }
    // Typing and backspacing at the end, nearly every edit, move nothing.
    if (end < this.length) this.codes.copyWithin(start + inserted.length, end, this.length);
    for (let i = 0; i < inserted.length; i++) this.codes[start + i] = inserted.charCodeAt(i);
    this.length = length;
  }
}
