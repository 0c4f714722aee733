import type { TimelineEdit } from "./timeline.ts";

/**
 * Stop on error (issue 33): off is the specification's typing, where any key goes on; letter
 * holds the typist at a wrong key until it is corrected; word lets the typist finish a wrong
 * word but not pass its space. Only what input is taken changes: the score is the
 * specification's under every setting, so their results rank together.
 */
export const STOP_ON_ERROR_MODES = ["off", "letter", "word"] as const;
export type StopOnError = (typeof STOP_ON_ERROR_MODES)[number];

export const STOP_ON_ERROR_LABELS: Record<StopOnError, string> = {
  off: "Off",
  letter: "Letter",
  word: "Word",
};

/** The settings page's longer names, which say what each setting does. */
export const STOP_ON_ERROR_CHOICES: Record<StopOnError, string> = {
  off: "Off: type on past mistakes",
  letter: "Letter: fix a wrong key before going on",
  word: "Word: fix a wrong word before its space",
};

/** The first position from `from` on where `typed` differs from the passage; its length if none. */
export function firstMistake(passage: string, typed: string, from = 0): number {
  let at = from;
  // Past the end of either string charCodeAt is NaN, which equals nothing: the loop stops there.
  while (typed.charCodeAt(at) === passage.charCodeAt(at)) at++;
  return at;
}

const isSpace = (code: number) => code === 32 || code === 10 || code === 9 || code === 13;

/**
 * How much of `typed` the setting (letter or word; off takes everything) lets stand, given its
 * first mistake `mistake`: under letter, up to the wrong key, which is shown; under word, the
 * wrong word up to its end in the passage (at least the wrong key) and never a space typed after
 * the mistake, so the typist is held at the end of the word until it is right. With no mistake
 * (`mistake` is `typed`'s length) the answer is past its end: all of it stands.
 */
function allowedLength(
  rule: Exclude<StopOnError, "off">,
  passage: string,
  typed: string,
  mistake: number,
): number {
  if (rule === "letter") return mistake + 1;
  if (isSpace(typed.charCodeAt(mistake))) return mistake;
  let wordEnd = mistake;
  while (wordEnd < passage.length && !isSpace(passage.charCodeAt(wordEnd))) wordEnd++;
  let at = mistake;
  // Past the end of `typed` charCodeAt is NaN, no space: the answer may pass its end, which
  // lets all of it stand, as it should.
  while (at < wordEnd && !isSpace(typed.charCodeAt(at))) at++;
  return Math.max(mistake + 1, at);
}

/**
 * The text that stands when the typist turns `before` into `after`: all of it, unless it grows
 * past what the rule allows, when it is cut there (a key refused leaves `before`). Going back
 * is never refused. A phone keyboard's whole word is cut at its wrong letter, not lost.
 * `mistake` may be given when known: `after`'s first mistake.
 */
export function acceptedTyping(
  rule: StopOnError,
  passage: string,
  before: string,
  after: string,
  mistake = firstMistake(passage, after),
): string {
  if (rule === "off" || after.length <= before.length) return after;
  return after.slice(0, allowedLength(rule, passage, after, mistake));
}

/**
 * Why a timeline cannot have been typed under the rule, or null when it can: the server's check
 * that a result's stated setting is the one it ran under. Every edit that grew the text must
 * have been one the rule lets stand whole, as the browser only records what stood.
 */
export function stopOnErrorProblem(
  rule: StopOnError,
  passage: string,
  edits: readonly TimelineEdit[],
): string | null {
  if (rule === "off") return null;
  let text = "";
  // The first mistake of `text`, kept as edits at the end leave the part before them alone.
  let mistake = 0;
  for (const [index, [, at, removed, inserted]] of edits.entries()) {
    const before = text;
    text = text.slice(0, at) + inserted + text.slice(at + removed);
    mistake = mistake < at ? mistake : firstMistake(passage, text, at);
    if (text.length > before.length && allowedLength(rule, passage, text, mistake) < text.length) {
      return `edit ${index} goes past a mistake, which stop on error (${rule}) holds`;
    }
  }
  return null;
}
