import { MAX_CUSTOM_TEXT_LENGTH } from "../../core/practice/custom-text.ts";
import { storedChoice } from "./stored-choice.ts";

/**
 * The text a Custom test types (issue 34), kept in this browser like the text choice: as the
 * typist entered it, so it reads back as they left it; the test cleans it (normalizeCustomText).
 * Twice the custom limit at most, room enough for a text that cleaning shortens.
 */
const stored = storedChoice(
  "typetempo:custom-text",
  "",
  (value): value is string => value !== null && value.length <= 2 * MAX_CUSTOM_TEXT_LENGTH,
);

export function setCustomText(text: string): void {
  stored.set(text.slice(0, 2 * MAX_CUSTOM_TEXT_LENGTH));
}

export function useCustomText(): string {
  return stored.use();
}
