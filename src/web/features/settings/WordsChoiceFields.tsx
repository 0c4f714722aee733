import { setTextChoice, useTextChoice } from "../../lib/text-choice-store.ts";
import { LANGUAGES } from "../../../core/texts/languages.ts";
import { LanguageChoiceField } from "./LanguageChoiceField.tsx";

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
      <LanguageChoiceField inline={inline} languages={LANGUAGES} />
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
