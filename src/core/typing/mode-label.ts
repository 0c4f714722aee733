import { DIFFICULTY_LABELS, type Difficulty } from "./difficulty.ts";
import { customLengthLabel } from "./custom-length-input.ts";
import { characterTestLabel, isPractice, parseModeName, wordTestLabel } from "./test-modes.ts";

/** '30 Seconds', '1 Minute', '2 Minutes': a timed test's length in words. */
export function durationWords(seconds: number): string {
  if (seconds < 60) return `${seconds} Seconds`;
  return seconds === 60 ? "1 Minute" : `${seconds / 60} Minutes`;
}

/**
 * A stored mode name ('30-seconds', '300 Characters', '25 Words', 'custom 45 seconds') in words
 * for people to read: '30 Seconds', '300 Characters', '25 Words', 'Custom · 45 Seconds'. A name
 * that stands for no mode is shown as it is.
 */
export function modeLabel(stored: string): string {
  const mode = parseModeName(stored);
  if (!mode) return stored;
  switch (mode.kind) {
    case "timed":
      return durationWords(mode.seconds);
    case "length":
      return characterTestLabel(mode.characters);
    case "words":
      return wordTestLabel(mode.count);
    case "custom-length":
      return customLengthLabel(mode);
    case "practice":
      return "Practice";
    case "custom":
      return "Custom Text";
    case "zen":
      return "Zen";
    case "repeat":
      return "Repeat";
    case "lesson":
      return "Lesson";
    case "race":
      return "Race";
  }
}

/**
 * A saved result's difficulty in words. Practice has none: its stored one only fills the
 * column, so it is shown as what sets practice apart instead.
 */
export function difficultyLabel(stored: string, difficulty: Difficulty): string {
  const mode = parseModeName(stored);
  return mode && isPractice(mode) ? "Unranked" : DIFFICULTY_LABELS[difficulty];
}
