import { isLanguage, type Language } from "../../core/texts/languages.ts";
import {
  DEFAULT_TEXT_CHOICE,
  TEXT_KINDS,
  type TextChoice,
  type TextKind,
} from "../../core/texts/text-choice.ts";
import { storedChoice } from "./stored-choice.ts";

const isTextKind = (value: string | null): value is TextKind =>
  (TEXT_KINDS as readonly (string | null)[]).includes(value);
const isToggle = (value: string | null): value is "on" | "off" => value === "on" || value === "off";

/**
 * The text a typist chose for their tests (issue "More ways to type"), kept in this browser like
 * the difficulty: its kind, language and the two toggles, each a choice of its own.
 */
const kind = storedChoice("typetempo:text-kind", DEFAULT_TEXT_CHOICE.kind, isTextKind);
const language = storedChoice<Language>(
  "typetempo:text-language",
  DEFAULT_TEXT_CHOICE.language,
  (value): value is Language => value !== null && isLanguage(value),
);
const punctuation = storedChoice("typetempo:text-punctuation", "off", isToggle);
const numbers = storedChoice("typetempo:text-numbers", "off", isToggle);

export function setTextChoice(change: Partial<TextChoice>): void {
  if (change.kind !== undefined) kind.set(change.kind);
  if (change.language !== undefined) language.set(change.language);
  if (change.punctuation !== undefined) punctuation.set(change.punctuation ? "on" : "off");
  if (change.numbers !== undefined) numbers.set(change.numbers ? "on" : "off");
}

/** The four choices as stored; testTextChoice (core) makes them what a test asks for. */
export function useTextChoice(): TextChoice {
  return {
    kind: kind.use(),
    language: language.use(),
    punctuation: punctuation.use() === "on",
    numbers: numbers.use() === "on",
  };
}
