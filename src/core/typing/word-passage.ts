import { PROSE_LAYOUT, type TextLayout } from "./text-layout.ts";

/** A word of a word test: a run of characters other than whitespace. */
const WORD = /\S+/g;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/**
 * Whether these passages hold a word test's words together: the server and the offline
 * fallback draw distinct passages until they do.
 */
export function coversWords(passages: readonly { text: string }[], count: number): boolean {
  return passages.reduce((sum, passage) => sum + countWords(passage.text), 0) >= count;
}

/** Where the text's `count`th word ends; the text's end when it has fewer. */
function wordEnd(text: string, count: number): number {
  let seen = 0;
  for (const match of text.matchAll(WORD)) {
    seen += 1;
    if (seen === count) return match.index + match[0].length;
  }
  return text.length;
}

/**
 * A word test's text: its passages joined as a test joins them (a line break between code
 * snippets), cycled only when too few words were served, and cut right after the `count`th
 * word, so it never holds more.
 */
export function buildWordPassage(
  sources: readonly string[],
  count: number,
  { joiner }: TextLayout = PROSE_LAYOUT,
): string {
  const parts = sources.map((source) => source.trim()).filter((source) => source.length > 0);
  if (parts.length === 0 || count <= 0) return "";
  const once = parts.join(joiner);
  const cycles = Math.ceil(count / countWords(once));
  const text = Array.from({ length: cycles }, () => once).join(joiner);
  return text.slice(0, wordEnd(text, count));
}

/** How many of the text's words the typed text has reached the last character of. */
export function wordsTyped(passage: string, typedLength: number): number {
  let done = 0;
  for (const match of passage.matchAll(WORD)) {
    if (match.index + match[0].length > typedLength) break;
    done += 1;
  }
  return done;
}
