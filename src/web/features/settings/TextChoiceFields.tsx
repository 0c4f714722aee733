import { TEXT_KIND_LABELS, TEXT_KINDS } from "../../../core/texts/text-choice.ts";
import { setTextChoice, useTextChoice } from "../../lib/text-choice-store.ts";
import { SettingSelect } from "./SettingSelect.tsx";
import { WordsChoiceFields } from "./WordsChoiceFields.tsx";

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
      {choice.kind === "words" && <WordsChoiceFields inline={inline} />}
    </>
  );
}
