/**
 * One change of the typing input: at `t` ms after the test started, `removed` characters at
 * `at` were replaced by `inserted`. Appending a letter is [t, length, 0, "a"]; a backspace is
 * [t, length - 1, 1, ""]. A fifth element 1 marks a change the browser did not attribute to
 * the user (an input event sent by a script), which keeps the result off the leaderboard.
 */
export type TimelineEdit = [
  t: number,
  at: number,
  removed: number,
  inserted: string,
  synthetic?: 1 | undefined,
];

/** The smallest edit that turns `before` into `after`, found from the common prefix and suffix. */
export function diffEdit(before: string, after: string, t: number): TimelineEdit | null {
  if (before === after) return null;
  let prefix = 0;
  const maxPrefix = Math.min(before.length, after.length);
  while (prefix < maxPrefix && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
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
