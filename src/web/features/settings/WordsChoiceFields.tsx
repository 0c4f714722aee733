import { LANGUAGE_NAMES } from "../../../core/texts/language-names.ts";
import { LANGUAGES, type Language } from "../../../core/texts/languages.ts";
import { setTextChoice, useTextChoice } from "../../lib/text-choice-store.ts";
import { SettingSelect } from "./SettingSelect.tsx";

const LANGUAGE_LABELS = Object.fromEntries(
  LANGUAGES.map((language) => [language, LANGUAGE_NAMES[language].name]),
) as Record<Language, string>;

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-gray-300">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-amber-400"
      />
      {label}
    </label>
  );
}

/** Common words' own choices: their language, and the punctuation and numbers toggles. */
export function WordsChoiceFields({ inline = false }: { inline?: boolean }) {
  const choice = useTextChoice();
  return (
    <>
      <SettingSelect
        inline={inline}
        label="Language"
        value={choice.language}
        options={LANGUAGES}
        labels={LANGUAGE_LABELS}
        onChange={(language) => setTextChoice({ language })}
      />
      <Toggle
        label="Punctuation"
        checked={choice.punctuation}
        onChange={(punctuation) => setTextChoice({ punctuation })}
      />
      <Toggle
        label="Numbers"
        checked={choice.numbers}
        onChange={(numbers) => setTextChoice({ numbers })}
      />
    </>
  );
}
