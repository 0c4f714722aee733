import { readFile } from "node:fs/promises";
import type { Quote } from "../../core/texts/quotes.ts";

const FILE = new URL("../../../content/quotes/en.json", import.meta.url);

let set: Promise<ReadonlyMap<number, Quote>> | undefined;

/**
 * The English quotes (content/quotes) by id, read once per process: a quotes test draws from
 * them and its result is verified by reading its quotes' texts again.
 */
export function quoteSet(): Promise<ReadonlyMap<number, Quote>> {
  if (!set) {
    const read = readFile(FILE, "utf8").then(
      (text) => new Map((JSON.parse(text) as Quote[]).map((quote) => [quote.id, quote])),
    );
    // A failed read is tried again next time rather than remembered.
    read.catch(() => {
      set = undefined;
    });
    set = read;
  }
  return set;
}
