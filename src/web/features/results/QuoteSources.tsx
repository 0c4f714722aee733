import { quoteCredit, type QuoteSource } from "../../../core/texts/quote-source.ts";

/** The sources of a quotes test's quotes, in the order typed; nothing for other texts. */
export function QuoteSources({ quotes }: { quotes: readonly QuoteSource[] }) {
  if (quotes.length === 0) return null;
  return (
    <ul
      data-testid="result-quote-sources"
      aria-label="Quotes typed"
      className="mt-1 text-sm text-gray-400"
    >
      {quotes.map((quote, index) => (
        <li key={index}>{quoteCredit(quote)}</li>
      ))}
    </ul>
  );
}
