import { CODE_LANGUAGE_NAMES, CODE_LANGUAGES } from "../../../core/texts/code-languages.ts";
import { setTextChoice, useTextChoice } from "../../lib/text-choice-store.ts";
import { SettingSelect } from "./SettingSelect.tsx";

/**
 * Code's own choice: the programming language its snippets are in, and what the difficulty
 * means for them, said beside the choice as for quotes.
 */
export function CodeChoiceFields({ inline = false }: { inline?: boolean }) {
  const choice = useTextChoice();
  return (
    <>
      <SettingSelect
        inline={inline}
        label="Language"
        value={choice.code}
        options={CODE_LANGUAGES}
        labels={CODE_LANGUAGE_NAMES}
        onChange={(code) => setTextChoice({ code })}
      />
      <p data-testid="code-lengths" className="text-sm text-gray-400">
        Easy: short snippets, Medium: medium, Hard: long
      </p>
    </>
  );
}
