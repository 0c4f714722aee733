import { PASSAGE_JOINER } from "../typing/test-text.ts";

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

/** Where each quote of a test starts in its text, and whose it is. */
export interface QuoteCredits {
  starts: number[];
  sources: QuoteSource[];
}

/**
 * The credits of passages joined into a test's text from `offset` on (an appended passage's
 * follows the text and its joining space); null unless every passage is a quote.
 */
export function quoteCredits(
  passages: readonly { text: string; source?: QuoteSource | undefined }[],
  offset = 0,
): QuoteCredits | null {
  const credits: QuoteCredits = { starts: [], sources: [] };
  let start = offset;
  for (const { text, source } of passages) {
    if (!source) return null;
    credits.starts.push(start);
    credits.sources.push(source);
    start += text.length + PASSAGE_JOINER.length;
  }
  return credits;
}

/** The sources of the quotes typed into, up to the one the caret stopped in. */
export function typedSources(credits: QuoteCredits, caret: number): QuoteSource[] {
  return credits.sources.slice(0, passageAt(credits.starts, caret) + 1);
}
