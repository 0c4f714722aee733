/**
 * How a test's passages join into one text, and where a character test's text may end: prose
 * joins with a space and ends best at a sentence end; code starts each snippet on a line of its
 * own and ends best at a line end.
 */
export interface TextLayout {
  joiner: string;
  /** The preferred ends of a character test's text: matches end there (global pattern). */
  ends: RegExp;
}

/** Ends of sentences: `.`, `!` or `?`, with any closing quote or bracket, before a space or the end. */
const SENTENCE_END = /[.!?]["')\]]*(?=\s|$)/g;
/** Ends of lines: a non-space before a line break or the end. */
const LINE_END = /\S(?=\n|$)/g;

export const PROSE_LAYOUT: TextLayout = { joiner: " ", ends: SENTENCE_END };
export const CODE_LAYOUT: TextLayout = { joiner: "\n", ends: LINE_END };
