import { LANGUAGE_NAMES } from "../../../core/texts/language-names.ts";
import { LANGUAGES, type Language } from "../../../core/texts/languages.ts";
import { DEFAULT_TEXT_CHOICE } from "../../../core/texts/text-choice.ts";
import { setTextChoice, useTextChoice } from "../../lib/text-choice-store.ts";
import { SettingSelect } from "./SettingSelect.tsx";

const LANGUAGE_LABELS = Object.fromEntries(
  LANGUAGES.map((language) => [language, LANGUAGE_NAMES[language].name]),
) as Record<Language, string>;

/**
 * The language of the chosen text, among those it comes in: one choice kept for every kind,
 * so French common words and French passages follow each other. A kept language the text does
 * not come in shows, and is served, as English (testTextChoice).
 */
export function LanguageChoiceField({
  inline,
  languages,
}: {
  inline: boolean;
  languages: readonly Language[];
}) {
  const { language } = useTextChoice();
  return (
    <SettingSelect
      inline={inline}
      label="Language"
      value={languages.includes(language) ? language : DEFAULT_TEXT_CHOICE.language}
      options={languages}
      labels={LANGUAGE_LABELS}
      onChange={(chosen) => setTextChoice({ language: chosen })}
    />
  );
}
