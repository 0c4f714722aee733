import { PROSE_LAYOUT, type TextLayout } from "./text-layout.ts";

/** What separates the passages a character test is built from; code's line break is as long. */
export const LENGTH_JOINER = " ";

/** A character test's text may run this far past its target, to end at a sentence end… */
export const LENGTH_MAX_FACTOR = 1.2;
/** …or stop this far short of it. */
export const LENGTH_MIN_FACTOR = 0.9;

/** The longest text a character test of this target may show. */
export function lengthLimit(target: number): number {
  return Math.floor(target * LENGTH_MAX_FACTOR);
}

/**
 * Whether these passages, joined, reach the longest text a character test of this target may
 * show: the server and the offline fallback draw distinct passages until they do.
 */
export function coversLength(passages: readonly { text: string }[], target: number): boolean {
  const joined = passages.reduce((sum, passage) => sum + passage.text.trim().length, 0);
  return joined + Math.max(0, passages.length - 1) * LENGTH_JOINER.length >= lengthLimit(target);
}

/** Ends of words: a non-space before a space or the end. */
const WORD_END = /\S(?=\s|$)/g;

function ends(text: string, pattern: RegExp): number[] {
  return [...text.matchAll(pattern)].map((match) => match.index + match[0].length);
}

/**
 * The end to cut at: the first one from the target up to the limit, else the last one from
 * the floor up to the target, preferring to extend rather than to shorten.
 */
function cutAt(candidates: readonly number[], target: number, floor: number, limit: number) {
  const extend = candidates.find((end) => end >= target && end <= limit);
  if (extend !== undefined) return extend;
  return candidates.findLast((end) => end >= floor && end < target);
}

/**
 * Beyond product 'Validation rules'
 * (docs/product.md, 'Where TypeTempo goes beyond the specification'): a character test's text is
 * its distinct passages joined by spaces (cycled only when too few were served), cut near the
 * target. The cut moves to a sentence end between 0.9× and 1.2× the target, preferring to extend;
 * failing that, to a word end in the same range, nearest the target first; only text with no word
 * end in range is cut at the target itself. Code joins by line breaks and prefers line ends.
 */
export function buildLengthPassage(
  sources: readonly string[],
  target: number,
  { joiner, ends: preferred }: TextLayout = PROSE_LAYOUT,
): string {
  const parts = sources.map((source) => source.trim()).filter((source) => source.length > 0);
  if (parts.length === 0 || target <= 0) return "";
  const limit = lengthLimit(target);
  // Ends past the limit are never taken, so the text need not be cut to it first.
  let text = parts.join(joiner);
  while (text.length < limit) text += joiner + parts.join(joiner);
  const floor = Math.ceil(target * LENGTH_MIN_FACTOR);
  const end = cutAt(ends(text, preferred), target, floor, limit);
  if (end !== undefined) return text.slice(0, end);
  const words = ends(text, WORD_END).filter((end) => end >= floor && end <= limit);
  const nearest = words.findLast((end) => end <= target) ?? words[0];
  if (nearest !== undefined) return text.slice(0, nearest);
  return text.slice(0, target).trimEnd();
}
