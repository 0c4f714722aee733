/** product 'Constants and limits', Analyzer: its assumptions. */
export const READING_WPM = 200;
export const TYPING_WPM = 40;
export const PAGE_CHARACTERS = 1800;
/** One standard word is five characters (product 'What TypeTempo does and for whom'). */
export const CHARACTERS_PER_WORD = 5;

/**
 * The analyzer metrics of product 'Entities and their fields' and 'Validation rules'. Times are
 * whole minutes.
 */
export interface TextMetrics {
  characters: number;
  nonBlankCharacters: number;
  standardWords: number;
  actualWords: number;
  sentences: number;
  lines: number;
  nonEmptyLines: number;
  pages: number;
  readingTime: number;
  typingTime: number;
}

const roundTo1 = (value: number) => Math.round(value * 10) / 10;

/** 'minute' only when the value is exactly 1 (product 'Validation rules'). */
export function minutesLabel(minutes: number): string {
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/**
 * All analyzer metrics in one pass over the text, so pasting a megabyte stays responsive.
 * Equivalent to the one-metric functions above (the unit tests hold them to it).
 */
export function analyzeText(text: string): TextMetrics {
  const length = text.length;
  let characters = length;
  let nonBlank = 0;
  let words = 0;
  let sentences = 0;
  let lines = 1;
  let nonEmptyLines = 0;
  let inWord = false;
  let sentenceHasContent = false;
  let lineHasContent = false;

  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || code === 13) {
      // '\r\n' is one break: the '\n' after a '\r' adds nothing.
      if (code === 13 && text.charCodeAt(i + 1) === 10) i++;
      if (lineHasContent) nonEmptyLines++;
      lines++;
      lineHasContent = false;
      inWord = false;
      continue;
    }
    if (isWhitespace(code)) {
      inWord = false;
      continue;
    }
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      // A surrogate pair is one code point: one character, never whitespace or punctuation.
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        characters--;
      }
    }
    nonBlank++;
    lineHasContent = true;
    if (!inWord) {
      words++;
      inWord = true;
    }
    if (code === 46 || code === 33 || code === 63) {
      // '.', '!', '?': close the sentence in progress, if it had any content.
      if (sentenceHasContent) sentences++;
      sentenceHasContent = false;
    } else {
      sentenceHasContent = true;
    }
  }
  if (sentenceHasContent) sentences++;
  if (lineHasContent) nonEmptyLines++;

  const standardWords = roundTo1(characters / CHARACTERS_PER_WORD);
  return {
    characters,
    nonBlankCharacters: nonBlank,
    standardWords,
    actualWords: words,
    sentences,
    lines,
    nonEmptyLines,
    pages: roundTo1(characters / PAGE_CHARACTERS),
    readingTime: Math.ceil(words / READING_WPM),
    typingTime: Math.ceil(standardWords / TYPING_WPM),
  };
}

/** The code units JavaScript's `\s` matches (ECMAScript WhiteSpace and LineTerminator). */
function isWhitespace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 160 ||
    code === 5760 ||
    (code >= 8192 && code <= 8202) ||
    code === 8232 ||
    code === 8233 ||
    code === 8239 ||
    code === 8287 ||
    code === 12288 ||
    code === 65279
  );
}
