/**
 * A slip (issue 33): a letter typed twice or one skipped, after which everything typed is right
 * but one or two places off. Characters are matched by position (product 'Validation rules'),
 * so the rest of the run counts as wrong until the typist goes back: the page says so.
 */
export interface Slip {
  /** Where it happened: the passage position of the first wrong character. */
  position: number;
  /** Characters typed in excess, or left out of the passage. */
  kind: "extra" | "skipped";
  count: 1 | 2;
}

/** Characters after a slip that must match the shifted passage before it is called one. */
export const SLIP_CONFIRM = 3;

const SHIFTS = [
  { kind: "extra", count: 1 },
  { kind: "skipped", count: 1 },
  { kind: "extra", count: 2 },
  { kind: "skipped", count: 2 },
] as const;

function sameRun(a: string, aFrom: number, b: string, bFrom: number, length: number): boolean {
  for (let i = 0; i < length; i++) {
    if (a.charCodeAt(aFrom + i) !== b.charCodeAt(bFrom + i)) return false;
  }
  return true;
}

/**
 * The slip at `mistake`, the typed text's first wrong position, when what follows it matches the
 * passage shifted by one or two characters and not in place (SLIP_CONFIRM characters of it); a
 * plain typo, or a slip not confirmed yet, is none. Cheap enough for every keystroke: it reads a
 * few characters at the mistake.
 */
export function findSlip(passage: string, typed: string, mistake: number): Slip | null {
  for (const { kind, count } of SHIFTS) {
    // Extra: typed from mistake + count is the passage from mistake. Skipped: typed from the
    // mistake is the passage from mistake + count. A run reaching past the end of either (or
    // no mistake at all) never matches: charCodeAt there is NaN, which equals nothing.
    const typedFrom = kind === "extra" ? mistake + count : mistake;
    const passageFrom = kind === "extra" ? mistake : mistake + count;
    if (!sameRun(typed, typedFrom, passage, passageFrom, SLIP_CONFIRM)) continue;
    // Shifted text that also matches in place (a run of one letter) proves nothing.
    if (sameRun(typed, typedFrom, passage, typedFrom, SLIP_CONFIRM)) continue;
    return { position: mistake, kind, count };
  }
  return null;
}

/** The passage's word holding `position`, for the notice to say where the slip is. */
export function wordAt(passage: string, position: number): string {
  // The passage's ends bound a word as spaces do.
  const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
  let start = position;
  while (!isSpace(passage[start - 1])) start--;
  let end = position;
  while (!isSpace(passage[end])) end++;
  return passage.slice(start, end);
}

/** What the typist is told, politely and once per slip; read out by screen readers too. */
export function slipNotice(passage: string, slip: Slip): string {
  const word = wordAt(passage, slip.position);
  const where = word
    ? `in “${word}” (character ${slip.position + 1})`
    : `at character ${slip.position + 1}`;
  const what =
    slip.kind === "extra"
      ? slip.count === 1
        ? "an extra letter was typed"
        : "two extra letters were typed"
      : slip.count === 1
        ? "a letter was skipped"
        : "two letters were skipped";
  const off = slip.count === 1 ? "one place" : "two places";
  return `It looks like ${what} ${where}, so what follows is ${off} off and counts as mistakes. Backspace to there to fix it.`;
}

/**
 * The slip to show after a keystroke, given the one shown before it: kept while its mistake is
 * still the first and not yet typed over, so it is said once; otherwise the new one, if any.
 */
export function nextSlip(
  shown: Slip | null,
  passage: string,
  typed: string,
  mistake: number,
): Slip | null {
  if (shown && mistake === shown.position && typed.length > shown.position) return shown;
  return findSlip(passage, typed, mistake);
}
