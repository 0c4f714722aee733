import { useEffect, useId } from "react";
import { boardLanguages, readBoard } from "../../../core/leaderboard/board-rules.ts";
import {
  BOARD_TEXT_KINDS,
  DEFAULT_BOARD,
  defaultBoardLanguage,
  type LeaderboardBoard,
} from "../../../core/leaderboard/boards.ts";
import { CODE_LANGUAGE_NAMES, isCodeLanguage } from "../../../core/texts/code-languages.ts";
import { LANGUAGE_NAMES } from "../../../core/texts/language-names.ts";
import { isLanguage } from "../../../core/texts/languages.ts";
import { TEXT_KIND_LABELS, type TextKind } from "../../../core/texts/text-choice.ts";

/** A language as the settings name it: in its own words, or a programming language's name. */
function languageName(language: string): string {
  if (isLanguage(language)) return LANGUAGE_NAMES[language].name;
  return isCodeLanguage(language) ? CODE_LANGUAGE_NAMES[language] : language;
}

function Toggle(props: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 self-end py-2 text-sm text-gray-300">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        className="size-4 accent-amber-400"
      />
      {props.label}
    </label>
  );
}

/**
 * The board's filters: the text, its language (only those the text is served in) and, for
 * common words, the punctuation and numbers toggles. A board that does not exist, from a
 * mangled link, is replaced by today's board, so the rankings still open.
 */
export function BoardFilters({
  board,
  onChange,
}: {
  board: LeaderboardBoard;
  onChange: (board: LeaderboardBoard, replace?: boolean) => void;
}) {
  const textId = useId();
  const languageId = useId();
  const exists = typeof readBoard(board) !== "string";
  useEffect(() => {
    if (!exists) onChange(DEFAULT_BOARD, true);
  }, [exists, onChange]);

  const chooseText = (value: string) => {
    const text = BOARD_TEXT_KINDS.find((kind) => kind === value);
    if (!text) return;
    // The language stays when the new text is served in it (French words to French words with
    // punctuation); the toggles belong to common words only.
    const offered: readonly string[] = boardLanguages(text);
    const language = offered.includes(board.language) ? board.language : defaultBoardLanguage(text);
    const words = text === "words";
    onChange({
      text,
      language,
      punctuation: words && board.punctuation,
      numbers: words && board.numbers,
    });
  };
  const chooseLanguage = (language: string) => {
    if ((boardLanguages(board.text) as readonly string[]).includes(language)) {
      onChange({ ...board, language });
    }
  };

  return (
    <>
      <div className="flex flex-col gap-1.5 text-sm text-gray-300">
        <label htmlFor={textId}>Text</label>
        <select
          id={textId}
          value={board.text}
          onChange={(event) => chooseText(event.target.value)}
          className="tt-select px-3 py-2"
        >
          {BOARD_TEXT_KINDS.map((kind: TextKind) => (
            <option key={kind} value={kind}>
              {TEXT_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5 text-sm text-gray-300">
        <label htmlFor={languageId}>Language</label>
        <select
          id={languageId}
          value={board.language}
          onChange={(event) => chooseLanguage(event.target.value)}
          className="tt-select px-3 py-2"
        >
          {boardLanguages(board.text).map((language) => (
            <option key={language} value={language}>
              {languageName(language)}
            </option>
          ))}
        </select>
      </div>
      {board.text === "words" && (
        <>
          <Toggle
            label="Punctuation"
            checked={board.punctuation}
            onChange={(punctuation) => onChange({ ...board, punctuation })}
          />
          <Toggle
            label="Numbers"
            checked={board.numbers}
            onChange={(numbers) => onChange({ ...board, numbers })}
          />
        </>
      )}
    </>
  );
}
