/** A stretch of the passage the typing area lays out as one block: `start` to before `end`. */
export interface PassageBlock {
  start: number;
  end: number;
}

/*
 * The typing area lays the passage out as one block per line found so far, then one block from
 * the last line start found on (the tail). A block is laid out apart from the others, so a
 * keystroke lays out one short block rather than the whole passage, and a block that begins
 * where a line began breaks into the same lines. Line starts run from 0, ascending.
 */

/**
 * The tail: from the last line start found to `lookahead` characters past it or past the
 * caret, whichever is further, so it holds the lines shown below the caret's until they are
 * found. The text after it is never on screen.
 */
export function tailBlock(
  lineStarts: readonly number[],
  caret: number,
  length: number,
  lookahead: number,
): PassageBlock {
  const start = lineStarts.at(-1) ?? 0;
  return { start, end: Math.min(length, Math.max(caret, start) + lookahead) };
}
