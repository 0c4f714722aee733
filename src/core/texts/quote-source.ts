/** Who wrote a quote, and where and when it was published (content/quotes). */
export interface QuoteSource {
  author: string;
  work: string;
  year: number;
}

/** '— Author, Work (year)', as a quote is credited while it is typed and on its result. */
export function quoteCredit({ author, work, year }: QuoteSource): string {
  return `— ${author}, ${work} (${year})`;
}

/**
 * Which of a test's passages the caret is in, given where each starts in the test's text: the
 * last one starting at or before it, so the space that joins two passages belongs to the first.
 */
export function passageAt(starts: readonly number[], caret: number): number {
  let index = 0;
  while (index + 1 < starts.length && starts[index + 1]! <= caret) index++;
  return index;
}
