import { EDIT_COMPOSED, type TimelineEdit } from "../typing/timeline.ts";

/** One character that an edit of the timeline put into the typing box. */
export interface Keystroke {
  /** ms after the test started, the time of its edit. */
  t: number;
  /** Index of its edit in the timeline. */
  edit: number;
  /** Where it landed in the typed text, which is also the passage position it was typed for. */
  position: number;
  char: string;
  /** Whether it matched the passage there when it was typed; nothing matches past the end. */
  correct: boolean;
  /** Typed by a key of its own: its edit inserted this one character and was not composed. */
  single: boolean;
}

/**
 * The keystrokes of a timeline column by column, the i-th keystroke's fields at index i of each:
 * the same as Keystroke, without an object per keystroke, which a long run's statistics spent
 * most of their time allocating and collecting.
 */
export interface KeystrokeLog {
  count: number;
  t: Float64Array;
  edit: Int32Array;
  position: Int32Array;
  /** The character's UTF-16 code unit. */
  code: Uint16Array;
  /** 1 where the keystroke was correct, else 0. */
  correct: Uint8Array;
  /** 1 where it was typed alone, else 0. */
  single: Uint8Array;
}

/**
 * Every character-producing keystroke of a timeline, in order. An edit inserting several
 * characters (an input method's word, a phone's suggestion) gives one per character, all at its
 * time; deletions give none, since a backspace produces no character.
 */
export function keystrokeLog(passage: string, edits: readonly TimelineEdit[]): KeystrokeLog {
  let count = 0;
  for (let e = 0; e < edits.length; e++) count += edits[e]![3].length;
  // One buffer for all the columns: each buffer of its own costs more than filling it.
  const buffer = new ArrayBuffer(count * 20);
  const ts = new Float64Array(buffer, 0, count);
  const editOf = new Int32Array(buffer, count * 8, count);
  const position = new Int32Array(buffer, count * 12, count);
  const code = new Uint16Array(buffer, count * 16, count);
  const correct = new Uint8Array(buffer, count * 18, count);
  const single = new Uint8Array(buffer, count * 19, count);
  let k = 0;
  for (let e = 0; e < edits.length; e++) {
    // Read by index: destructuring goes through the array iterator, slow in a loop this hot.
    const edit = edits[e]!;
    const t = edit[0];
    const at = edit[1];
    const inserted = edit[3];
    const alone = inserted.length === 1 && ((edit[4] ?? 0) & EDIT_COMPOSED) === 0 ? 1 : 0;
    for (let i = 0; i < inserted.length; i++, k++) {
      const c = inserted.charCodeAt(i);
      ts[k] = t;
      editOf[k] = e;
      position[k] = at + i;
      code[k] = c;
      // charCodeAt is NaN past the passage's end, which matches nothing.
      correct[k] = c === passage.charCodeAt(at + i) ? 1 : 0;
      single[k] = alone;
    }
  }
  return { count, t: ts, edit: editOf, position, code, correct, single };
}

/** The keystrokes of keystrokeLog one object each, for reading and testing them. */
export function keystrokes(passage: string, edits: readonly TimelineEdit[]): Keystroke[] {
  const log = keystrokeLog(passage, edits);
  return Array.from({ length: log.count }, (_, k) => ({
    t: log.t[k]!,
    edit: log.edit[k]!,
    position: log.position[k]!,
    char: String.fromCharCode(log.code[k]!),
    correct: log.correct[k] === 1,
    single: log.single[k] === 1,
  }));
}

/** The 1-based second of the test a moment falls in: (0, 1000] is second 1, as in wpmHistory. */
export function secondOf(t: number): number {
  return Math.max(1, Math.ceil(t / 1000));
}
