import { type ReactNode, useEffect, useId } from "react";
import { boardLanguages, readBoard } from "../../../core/leaderboard/board-rules.ts";
import {
  BOARD_TEXT_KINDS,
  DEFAULT_BOARD,
  defaultBoardLanguage,
} from "../../../core/leaderboard/boards.ts";
import { CODE_LANGUAGE_NAMES, isCodeLanguage } from "../../../core/texts/code-languages.ts";
import { LANGUAGE_NAMES } from "../../../core/texts/language-names.ts";
import { isLanguage } from "../../../core/texts/languages.ts";
import { TEXT_KIND_LABELS, type TextKind } from "../../../core/texts/text-choice.ts";
import type {
  LeaderboardDuration,
  LeaderboardView,
} from "../../../core/leaderboard/leaderboard.ts";
import {
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  type Difficulty,
} from "../../../core/typing/difficulty.ts";
import { durationLabel } from "../../../core/typing/format.ts";
import type { LeaderboardPeriod } from "../../../core/leaderboard/periods.ts";
import { useSession } from "../../lib/session.ts";

/** issue 36: the period's names in its switch. */
const PERIOD_LABELS: Record<LeaderboardPeriod, string> = {
  all: "All time",
  day: "Today",
  week: "This week",
};

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

/** A labelled select; each filter is one. */
function Filter(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 text-sm text-gray-300">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="tt-select px-3 py-2"
      >
        {props.children}
      </select>
    </div>
  );
}

type Filters = Omit<LeaderboardView, "page">;

/**
 * The rankings' filters: whose rankings (everyone's, or for a signed-in typist those they
 * follow; issue 36), the period, the text, its language (only those the text is served in)
 * and, for common words, the punctuation and numbers toggles, then duration and difficulty. A
 * board that does not exist, from a mangled link, is replaced by today's board, so the rankings
 * still open. Every value offered is a valid one, so a choice is passed on as it is.
 */
export function BoardFilters({
  filters,
  durations,
  onChange,
}: {
  filters: Filters;
  /** LEADERBOARD_DURATIONS, from the page: imported here too, it would be a chunk of its own. */
  durations: readonly LeaderboardDuration[];
  onChange: (filters: Partial<Filters>, replace?: boolean) => void;
}) {
  const { board } = filters;
  // Signed out, only a shared link's Following view offers the way back to everyone.
  const signedIn = useSession().user !== null;
  const exists = typeof readBoard(board) !== "string";
  useEffect(() => {
    if (!exists) onChange({ board: DEFAULT_BOARD }, true);
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
      board: {
        text,
        language,
        punctuation: words && board.punctuation,
        numbers: words && board.numbers,
      },
    });
  };
  const chooseLanguage = (language: string) => {
    if ((boardLanguages(board.text) as readonly string[]).includes(language)) {
      onChange({ board: { ...board, language } });
    }
  };

  return (
    <>
      {(signedIn || filters.following) && (
        <Filter
          label="Typists"
          value={filters.following ? "following" : "everyone"}
          onChange={(value) => onChange({ following: value === "following" })}
        >
          <option value="everyone">Everyone</option>
          <option value="following">Following</option>
        </Filter>
      )}
      <Filter
        label="Period"
        value={filters.period}
        onChange={(period) => onChange({ period: period as LeaderboardPeriod })}
      >
        {Object.entries(PERIOD_LABELS).map(([period, label]) => (
          <option key={period} value={period}>
            {label}
          </option>
        ))}
      </Filter>
      <Filter label="Text" value={board.text} onChange={chooseText}>
        {BOARD_TEXT_KINDS.map((kind: TextKind) => (
          <option key={kind} value={kind}>
            {TEXT_KIND_LABELS[kind]}
          </option>
        ))}
      </Filter>
      <Filter label="Language" value={board.language} onChange={chooseLanguage}>
        {boardLanguages(board.text).map((language) => (
          <option key={language} value={language}>
            {languageName(language)}
          </option>
        ))}
      </Filter>
      {board.text === "words" && (
        <>
          <Toggle
            label="Punctuation"
            checked={board.punctuation}
            onChange={(punctuation) => onChange({ board: { ...board, punctuation } })}
          />
          <Toggle
            label="Numbers"
            checked={board.numbers}
            onChange={(numbers) => onChange({ board: { ...board, numbers } })}
          />
        </>
      )}
      <Filter
        label="Duration"
        value={String(filters.duration)}
        onChange={(value) =>
          onChange({ duration: value === "all" ? "all" : (Number(value) as LeaderboardDuration) })
        }
      >
        <option value="all">All durations</option>
        {durations.map((seconds) => (
          <option key={seconds} value={String(seconds)}>
            {durationLabel(seconds)}
          </option>
        ))}
      </Filter>
      <Filter
        label="Difficulty"
        value={filters.difficulty}
        onChange={(difficulty) => onChange({ difficulty: difficulty as Difficulty | "all" })}
      >
        <option value="all">All difficulties</option>
        {DIFFICULTIES.map((difficulty) => (
          <option key={difficulty} value={difficulty}>
            {DIFFICULTY_LABELS[difficulty]}
          </option>
        ))}
      </Filter>
    </>
  );
}
