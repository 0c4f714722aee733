import { LANGUAGE_INFO, LANGUAGES, type Language } from "../../../core/texts/languages.ts";
import { TEXT_KIND_LABELS, TEXT_KINDS } from "../../../core/texts/text-choice.ts";
import { setTextChoice, useTextChoice } from "../../lib/text-choice-store.ts";
import { SettingSelect } from "./SettingSelect.tsx";

const LANGUAGE_LABELS = Object.fromEntries(
  LANGUAGES.map((language) => [language, LANGUAGE_INFO[language].name]),
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

/**
 * The text a test serves (issue "More ways to type"): passages or common words, and for common
 * words their language and the punctuation and numbers toggles. `inline` lays them out for the
 * settings bar above a test.
 */
export function TextChoiceFields({ inline = false }: { inline?: boolean }) {
  const choice = useTextChoice();
  return (
    <>
      <SettingSelect
        inline={inline}
        label="Text"
        value={choice.kind}
        options={TEXT_KINDS}
        labels={TEXT_KIND_LABELS}
        onChange={(kind) => setTextChoice({ kind })}
      />
      {choice.kind === "words" && (
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
      )}
    </>
  );
}
