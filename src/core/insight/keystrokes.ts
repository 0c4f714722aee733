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
 * Every character-producing keystroke of a timeline, in order. An edit inserting several
 * characters (an input method's word, a phone's suggestion) gives one per character, all at its
 * time; deletions give none, since a backspace produces no character.
 */
export function keystrokes(passage: string, edits: readonly TimelineEdit[]): Keystroke[] {
  const out: Keystroke[] = [];
  for (let edit = 0; edit < edits.length; edit++) {
    const [t, at, , inserted, flags] = edits[edit]!;
    const single = inserted.length === 1 && ((flags ?? 0) & EDIT_COMPOSED) === 0;
    for (let i = 0; i < inserted.length; i++) {
      const position = at + i;
      const char = inserted[i]!;
      out.push({ t, edit, position, char, correct: char === passage[position], single });
    }
  }
  return out;
}

/** The 1-based second of the test a moment falls in: (0, 1000] is second 1, as in wpmHistory. */
export function secondOf(t: number): number {
  return Math.max(1, Math.ceil(t / 1000));
}
