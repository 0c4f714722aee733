import { quoteCredit, type QuoteSource } from "../texts/quote-source.ts";
import type { RaceTextSource } from "./protocol.ts";

/** The text a race is run on: drawn from the passage store, with a quote's source if it is one. */
export interface RacePassage {
  /** Negative for the built-in passages (fallback-passages.ts), served when the store is down. */
  id: number;
  text: string;
  source?: QuoteSource | undefined;
}

/** Where the race's text comes from, as the standings show it (raceTextCredit). */
export function raceTextSource(passage: RacePassage): RaceTextSource {
  return { passageId: passage.id, quote: passage.source ?? null };
}

/**
 * The source in words, as a line under the standings: a quote's credit as tests give it
 * ('— Author, Work (year)'), or which of TypeTempo's own passages it was, so a typist can
 * name it.
 */
export function raceTextCredit({ passageId, quote }: RaceTextSource): string {
  if (quote) return quoteCredit(quote);
  return passageId > 0
    ? `Text: passage ${passageId}, written for TypeTempo.`
    : "Text: a built-in passage, written for TypeTempo.";
}
