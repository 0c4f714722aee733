import { CODE_LANGUAGE_NAMES } from "./code-languages.ts";
import { LANGUAGE_NAMES } from "./language-names.ts";
import { TEXT_KIND_LABELS, type TextChoice } from "./text-choice.ts";

/**
 * 'Common words · Français · punctuation · numbers', as a result names its text; English goes
 * unnamed for passages and quotes ('Passages', 'Passages · Deutsch'), and code is named by its
 * programming language ('Code · Python').
 */
export function textChoiceLabel(choice: TextChoice): string {
  const parts: string[] = [TEXT_KIND_LABELS[choice.kind]];
  if (choice.kind === "code") parts.push(CODE_LANGUAGE_NAMES[choice.code]);
  if (choice.kind === "words" || choice.language !== "en") {
    parts.push(LANGUAGE_NAMES[choice.language].name);
  }
  if (choice.punctuation) parts.push("punctuation");
  if (choice.numbers) parts.push("numbers");
  return parts.join(" · ");
}
