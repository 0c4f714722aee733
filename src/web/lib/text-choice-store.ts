import {
  DEFAULT_TEXT_CHOICE,
  parseTextChoiceKey,
  textChoiceKey,
  type TextChoice,
} from "../../core/texts/text-choice.ts";
import { storedChoice } from "./stored-choice.ts";

/**
 * The text a typist chose for their tests (issue "More ways to type"), kept in this browser like
 * the difficulty: its kind, language and the two toggles, as one key (textChoiceKey).
 */
const stored = storedChoice(
  "typetempo:text",
  textChoiceKey(DEFAULT_TEXT_CHOICE),
  (value): value is string => parseTextChoiceKey(value) !== null,
);

export function setTextChoice(change: Partial<TextChoice>): void {
  stored.set(textChoiceKey({ ...parseTextChoiceKey(stored.get())!, ...change }));
}

/** The choice as stored; testTextChoice (core) makes it what a test asks for. */
export function useTextChoice(): TextChoice {
  return parseTextChoiceKey(stored.use())!;
}
