import {
  CHARACTERS_PER_WORD,
  PAGE_CHARACTERS,
  READING_WPM,
  TYPING_WPM,
  type TextMetrics,
} from "../../src/core/content/analyzer.ts";

const roundTo1 = (value: number) => Math.round(value * 10) / 10;

/** `\r\n`, a lone `\r` and `\n` each end one line. */
const LINE_BREAK = /\r\n|\r|\n/;

/**
 * Every character, spaces and line breaks included. Characters are Unicode code points, so an
 * emoji or a CJK character outside the basic plane counts once, not as two UTF-16 halves.
 */
function countCharacters(text: string): number {
  return [...text].length;
}

/** Characters other than whitespace (JavaScript's `\s`: spaces, tabs, line breaks, NBSP, …). */
function countNonBlankCharacters(text: string): number {
  return countCharacters(text.replace(/\s+/g, ""));
}

/** Whitespace-separated tokens; 0 for blank text. */
function countActualWords(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

/** Segments between runs of '.', '!' or '?' that hold something other than whitespace. */
function countSentences(text: string): number {
  let count = 0;
  for (const segment of text.split(/[.!?]+/)) {
    if (/\S/.test(segment)) count++;
  }
  return count;
}

/** Line-break-separated lines: an empty text is one (empty) line, as a text box shows it. */
function countLines(text: string): number {
  return text.split(LINE_BREAK).length;
}

function countNonEmptyLines(text: string): number {
  let count = 0;
  for (const line of text.split(LINE_BREAK)) {
    if (line.trim() !== "") count++;
  }
  return count;
}

/**
 * The same metrics computed the obvious way, one regular-expression pass per metric. It is
 * the reference the unit tests hold `analyzeText` to and the baseline of `npm run bench:analyzer`.
 */
export function analyzeTextNaive(text: string): TextMetrics {
  const characters = countCharacters(text);
  const actualWords = countActualWords(text);
  const standardWords = roundTo1(characters / CHARACTERS_PER_WORD);
  return {
    characters,
    nonBlankCharacters: countNonBlankCharacters(text),
    standardWords,
    actualWords,
    sentences: countSentences(text),
    lines: countLines(text),
    nonEmptyLines: countNonEmptyLines(text),
    pages: roundTo1(characters / PAGE_CHARACTERS),
    readingTime: Math.ceil(actualWords / READING_WPM),
    typingTime: Math.ceil(standardWords / TYPING_WPM),
  };
}
