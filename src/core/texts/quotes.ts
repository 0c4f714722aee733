import type { Difficulty } from "../typing/difficulty.ts";
import type { QuoteSource } from "./quote-source.ts";

/** One quote of the set (content/quotes/en.json). */
export interface Quote extends QuoteSource {
  id: number;
  text: string;
}

/** The longest short quote, in characters; the content's own length classes. */
export const SHORT_QUOTE_MAX = 100;
/** The longest medium quote; longer ones are long. */
export const MEDIUM_QUOTE_MAX = 250;

export type QuoteLength = "short" | "medium" | "long";

export function quoteLength(text: string): QuoteLength {
  if (text.length <= SHORT_QUOTE_MAX) return "short";
  if (text.length <= MEDIUM_QUOTE_MAX) return "medium";
  return "long";
}

/** A quotes test's difficulty is the length of its quotes. */
export const QUOTE_LENGTHS: Record<Difficulty, QuoteLength> = {
  easy: "short",
  medium: "medium",
  hard: "long",
};

/** The quotes a test of this difficulty draws from. */
export function quotePool(quotes: readonly Quote[], difficulty: Difficulty): Quote[] {
  return quotes.filter((quote) => quoteLength(quote.text) === QUOTE_LENGTHS[difficulty]);
}

/**
 * The next quote of a test: one it has not served yet, picked by `random` (0 ≤ r < 1); only
 * when it has served the whole pool does a quote come again.
 */
export function nextQuote<T extends { id: number }>(
  pool: readonly T[],
  served: readonly number[],
  random: () => number,
): T {
  const fresh = pool.filter((quote) => !served.includes(quote.id));
  const from = fresh.length > 0 ? fresh : pool;
  return from[Math.floor(random() * from.length)]!;
}
