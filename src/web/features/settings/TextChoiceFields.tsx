import { lazy, Suspense } from "react";
import { PASSAGE_LANGUAGES } from "../../../core/texts/languages.ts";
import {
  CHOSEN_TEXT_KINDS,
  difficultyApplies,
  TEXT_KIND_LABELS,
} from "../../../core/texts/text-choice.ts";
import { setTextChoice, useTextChoice } from "../../lib/text-choice-store.ts";
import { DifficultySelect } from "../../ui/DifficultySelect.tsx";
import { SettingSelect } from "./SettingSelect.tsx";
import { LanguageChoiceField } from "./LanguageChoiceField.tsx";

/**
 * The fields of the kinds a typist picks rather than starts with (common words, code, a text of
 * their own) are fetched once picked: a visit with the passages does without them.
 */
const WordsChoiceFields = lazy(() =>
  import("./WordsChoiceFields.tsx").then((module) => ({ default: module.WordsChoiceFields })),
);
const CodeChoiceFields = lazy(() =>
  import("./CodeChoiceFields.tsx").then((module) => ({ default: module.CodeChoiceFields })),
);
const CustomChoiceFields = lazy(() =>
  import("./CustomChoiceFields.tsx").then((module) => ({ default: module.CustomChoiceFields })),
);

/**
 * The text a test serves (issue "More ways to type"): passages, common words, quotes or code;
 * for passages their language, for common words their language and the punctuation and numbers
 * toggles, for quotes what the difficulty means, for code its programming language; or none
 * (zen), or the typist's own (custom), entered here. `inline` lays them out for the
 * settings bar above a test; `withDifficulty` adds the difficulty after them, for the kinds it
 * changes only.
 */
export function TextChoiceFields({
  inline = false,
  withDifficulty = false,
}: {
  inline?: boolean;
  withDifficulty?: boolean;
}) {
  const choice = useTextChoice();
  return (
    <>
      <SettingSelect
        inline={inline}
        label="Text"
        value={choice.kind}
        options={CHOSEN_TEXT_KINDS}
        labels={TEXT_KIND_LABELS}
        onChange={(kind) => setTextChoice({ kind })}
      />
      {choice.kind === "passages" && (
        <LanguageChoiceField inline={inline} languages={PASSAGE_LANGUAGES} />
      )}
      <Suspense fallback={null}>
        {choice.kind === "words" && <WordsChoiceFields inline={inline} />}
        {choice.kind === "code" && <CodeChoiceFields inline={inline} />}
        {choice.kind === "custom" && <CustomChoiceFields inline={inline} />}
      </Suspense>
      {choice.kind === "zen" && (
        <p data-testid="zen-note" className="text-sm text-gray-400">
          No text: type freely, Shift+Enter ends. Never ranked.
        </p>
      )}
      {choice.kind === "quotes" && (
        // The difficulty is the quotes' length; said beside the choice that makes it so.
        <p data-testid="quote-lengths" className="text-sm text-gray-400">
          Easy: short quotes, Medium: medium, Hard: long
        </p>
      )}
      {withDifficulty && difficultyApplies(choice.kind) && <DifficultySelect inline={inline} />}
    </>
  );
}
