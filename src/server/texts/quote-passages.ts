import { randomInt } from "node:crypto";
import type { QuoteSource } from "../../core/texts/quote-source.ts";
import { nextQuote, type Quote, quotePool } from "../../core/texts/quotes.ts";
import type { Difficulty } from "../../core/typing/difficulty.ts";
import type { Passage } from "../../core/typing/fallback-passages.ts";
import { coversLength } from "../../core/typing/length-passage.ts";
import type { TestMode } from "../../core/typing/test-modes.ts";
import { characterTarget } from "../../core/typing/mode-limits.ts";
import { quoteSet } from "./quotes.ts";

/** A quote as a passage, with its source: the rest of the test treats it as prose. */
type QuotePassage = Passage & { source: QuoteSource };

function asPassage({ id, text, author, work, year }: Quote, difficulty: Difficulty): QuotePassage {
  return { id, text, difficulty, source: { author, work, year } };
}

/** Unguessable, so no one can prepare for the quotes to come. */
const random = () => randomInt(0x100000000) / 0x100000000;

/**
 * The quotes with these ids, in order, as passages; null for an id that is not a quote, so a
 * token naming one verifies no text.
 */
export async function quotesById(
  ids: readonly number[],
  difficulty: Difficulty,
): Promise<(QuotePassage | null)[]> {
  const quotes = await quoteSet();
  return ids.map((id) => {
    const quote = quotes.get(id);
    return quote ? asPassage(quote, difficulty) : null;
  });
}

/** A quote of the difficulty's length that the test has not served yet (nextQuote). */
export async function drawQuote(
  difficulty: Difficulty,
  served: readonly number[],
): Promise<QuotePassage> {
  const pool = quotePool([...(await quoteSet()).values()], difficulty);
  return asPassage(nextQuote(pool, served, random), difficulty);
}

/** A new quotes test's first quotes: one for a timed test, enough for a character test. */
export async function firstQuotes(difficulty: Difficulty, mode: TestMode): Promise<QuotePassage[]> {
  const quotes = [await drawQuote(difficulty, [])];
  const characters = characterTarget(mode);
  if (characters === null) return quotes;
  while (!coversLength(quotes, characters)) {
    quotes.push(
      await drawQuote(
        difficulty,
        quotes.map((quote) => quote.id),
      ),
    );
  }
  return quotes;
}
