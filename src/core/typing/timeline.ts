/** The browser did not attribute the change to the user: an input event a script sent. */
export const EDIT_SYNTHETIC = 1;
/** The change came from text composition (an IME, a phone keyboard's word), not one key. */
export const EDIT_COMPOSED = 2;
/** EDIT_SYNTHETIC and EDIT_COMPOSED, either or both. */
export type EditFlags = 1 | 2 | 3;

/**
 * One change of the typing input: at `t` ms after the test started, `removed` characters at
 * `at` were replaced by `inserted`. Appending a letter is [t, length, 0, "a"]; a backspace is
 * [t, length - 1, 1, ""]. A fifth element holds EditFlags; a synthetic change keeps the result
 * off the leaderboard. Timelines stored before composition was marked only ever held 1 there.
 */
export type TimelineEdit = [
  t: number,
  at: number,
  removed: number,
  inserted: string,
  flags?: EditFlags | undefined,
];

export function isSynthetic(edit: TimelineEdit): boolean {
  return ((edit[4] ?? 0) & EDIT_SYNTHETIC) !== 0;
}

/** The smallest edit that turns `before` into `after`, found from the common prefix and suffix. */
export function diffEdit(before: string, after: string, t: number): TimelineEdit | null {
  if (before === after) return null;
  let prefix = 0;
  const maxPrefix = Math.min(before.length, after.length);
  // Past the end of either string charCodeAt is NaN, which equals nothing: the loop stops there.
  while (before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  const maxSuffix = maxPrefix - prefix;
  while (
    suffix < maxSuffix &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  ) {
    suffix++;
  }
  return [t, prefix, before.length - prefix - suffix, after.slice(prefix, after.length - suffix)];
}

export function applyEdit(text: string, [, at, removed, inserted]: TimelineEdit): string {
  return text.slice(0, at) + inserted + text.slice(at + removed);
}

/** The typed text after every edit up to and including time `untilMs`. */
export function replay(edits: readonly TimelineEdit[], untilMs = Number.POSITIVE_INFINITY): string {
  let text = "";
  for (const edit of edits) {
    if (edit[0] > untilMs) break;
    text = applyEdit(text, edit);
  }
  return text;
}
