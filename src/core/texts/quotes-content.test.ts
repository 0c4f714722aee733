import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/*
 * The quote set is what a typist of the "Quotes" test types and sees credited, so it is checked
 * as content: enough of it in every length class, typeable on a plain US keyboard, each quote
 * credited to an author, a work and a year old enough to be in the public domain, and broad
 * enough that no single author dominates.
 */

interface Quote {
  id: number;
  text: string;
  author: string;
  work: string;
  year: number;
}

const QUOTES = JSON.parse(
  readFileSync(new URL("../../../content/quotes/en.json", import.meta.url), "utf8"),
) as Quote[];

/** Works first published after this year are not yet public domain in the US. */
const LAST_PUBLIC_DOMAIN_YEAR = 1929;
const MAX_PER_AUTHOR = 15;
const MIN_AUTHORS = 60;

const LENGTH_CLASSES = [
  { name: "short", min: 30, max: 100, atLeast: 110 },
  { name: "medium", min: 101, max: 250, atLeast: 110 },
  { name: "long", min: 251, max: 600, atLeast: 80 },
] as const;

/** Two quotes that differ only in case or punctuation are the same quote to a typist. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, "")
    .replace(/ +/g, " ")
    .trim();
}

describe("the English quote set", () => {
  it("holds at least 300 quotes", () => {
    expect(QUOTES.length).toBeGreaterThanOrEqual(300);
  });

  it("numbers quotes with unique positive integer ids in ascending order, from 1", () => {
    expect(QUOTES[0]?.id).toBe(1);
    const bad = QUOTES.filter(
      (quote, i) =>
        !Number.isInteger(quote.id) || quote.id < 1 || (i > 0 && quote.id <= QUOTES[i - 1]!.id),
    );
    expect(bad).toEqual([]);
  });

  it("credits every quote to an author and a work, with a public-domain publication year", () => {
    const bad = QUOTES.filter(
      (quote) =>
        typeof quote.author !== "string" ||
        quote.author.trim() === "" ||
        typeof quote.work !== "string" ||
        quote.work.trim() === "" ||
        !Number.isInteger(quote.year) ||
        quote.year > LAST_PUBLIC_DOMAIN_YEAR,
    );
    expect(bad).toEqual([]);
  });

  it("uses only printable ASCII, single-spaced and trimmed", () => {
    const bad = QUOTES.filter(
      ({ text }) => !/^[\x20-\x7e]+$/.test(text) || text.includes("  ") || text.trim() !== text,
    );
    expect(bad).toEqual([]);
  });

  it("keeps every quote within one of the length classes", () => {
    const outside = QUOTES.filter(
      ({ text }) =>
        !LENGTH_CLASSES.some(({ min, max }) => text.length >= min && text.length <= max),
    );
    expect(outside).toEqual([]);
  });

  it.each(LENGTH_CLASSES)(
    "has at least $atLeast $name quotes ($min to $max characters)",
    ({ min, max, atLeast }) => {
      const count = QUOTES.filter(({ text }) => text.length >= min && text.length <= max).length;
      expect(count).toBeGreaterThanOrEqual(atLeast);
    },
  );

  it("has no quote twice, ignoring case and punctuation", () => {
    const seen = new Set<string>();
    const repeats = QUOTES.filter(({ text }) => {
      const normal = normalise(text);
      if (seen.has(normal)) return true;
      seen.add(normal);
      return false;
    });
    expect(repeats).toEqual([]);
  });

  it(`takes no more than ${MAX_PER_AUTHOR} quotes from any one author`, () => {
    const counts = new Map<string, number>();
    for (const { author } of QUOTES) counts.set(author, (counts.get(author) ?? 0) + 1);
    const over = [...counts].filter(([, count]) => count > MAX_PER_AUTHOR);
    expect(over).toEqual([]);
  });

  it(`draws on at least ${MIN_AUTHORS} different authors`, () => {
    expect(new Set(QUOTES.map(({ author }) => author)).size).toBeGreaterThanOrEqual(MIN_AUTHORS);
  });
});
