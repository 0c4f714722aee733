import { PASSAGE_JOINER } from "../typing/test-text.ts";

/** Who wrote a quote, and where and when it was published (content/quotes). */
export interface QuoteSource {
  author: string;
  work: string;
  year: number;
}

/** '— Author, Work (year)', as a quote is credited while it is typed and on its result. */
export function quoteCredit({ author, work, year }: QuoteSource): string {
  return `— ${author}, ${work} (${yearOf(year)})`;
}

/**
 * A work's year as readers write it: content/quotes gives ancient works an approximate year of
 * composition, negative before the common era, so those read 'c. 475 BC' or 'c. AD 180'.
 */
function yearOf(year: number): string {
  if (year < 0) return `c. ${-year} BC`;
  if (year < ANCIENT_BEFORE) return `c. AD ${year}`;
  return String(year);
}
const ANCIENT_BEFORE = 1000;

/**
 * Which of a test's passages the caret is in, given where each starts in the test's text: the
 * last one starting at or before it, so the space that joins two passages belongs to the first.
 */
export function passageAt(starts: readonly number[], caret: number): number {
  let index = 0;
  while (index + 1 < starts.length && starts[index + 1]! <= caret) index++;
  return index;
}

/**
 * Where each passage of a test starts in its text, and what it is credited with: a quote's
 * source, or a code snippet's title.
 */
export interface Credits<S> {
  starts: number[];
  sources: S[];
}
export type QuoteCredits = Credits<QuoteSource>;

/** A served passage, with a quote's source or a snippet's title. */
interface CreditedPassage {
  text: string;
  source?: QuoteSource | undefined;
  title?: string | undefined;
}

/**
 * The credits of passages joined into a test's text from `offset` on (an appended passage's
 * follows the text and its joining character, a space or, for code, a line break); null unless
 * every passage has one (`creditOf`).
 */
function passageCredits<S>(
  passages: readonly CreditedPassage[],
  creditOf: (passage: CreditedPassage) => S | undefined,
  offset: number,
): Credits<S> | null {
  const credits: Credits<S> = { starts: [], sources: [] };
  let start = offset;
  for (const passage of passages) {
    const credit = creditOf(passage);
    if (credit === undefined) return null;
    credits.starts.push(start);
    credits.sources.push(credit);
    start += passage.text.length + PASSAGE_JOINER.length;
  }
  return credits;
}

/** The quotes' credits (passageCredits): null unless every passage is a quote. */
export function quoteCredits(passages: readonly CreditedPassage[], offset = 0) {
  return passageCredits(passages, (passage) => passage.source, offset);
}

/**
 * A test's credits, its quotes' sources or its snippets' titles; null for other texts. Code's
 * line break is as long as the space that joins quotes.
 */
export function testCredits(
  passages: readonly CreditedPassage[],
  offset = 0,
): Credits<QuoteSource | string> | null {
  return quoteCredits(passages, offset) ?? passageCredits(passages, (p) => p.title, offset);
}

/** The sources of the quotes typed into, up to the one the caret stopped in. */
export function typedSources<S>(credits: Credits<S>, caret: number): S[] {
  return credits.sources.slice(0, passageAt(credits.starts, caret) + 1);
}
