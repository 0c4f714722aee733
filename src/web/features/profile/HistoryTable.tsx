import type { Ref } from "react";
import { Link } from "react-router";
import type { HistoryPage, ImportedEntry } from "../../../core/api/results.ts";
import { IMPORT_SOURCE_NAMES } from "../../../core/imports/imported-result.ts";
import { resultPath } from "../../../core/site/result-paths.ts";
import { formatDateTime, oneDecimal } from "../../../core/typing/format.ts";
import { FLAG_REASONS } from "../../../core/typing/result-verification.ts";
import { difficultyLabel, modeLabel } from "../../../core/typing/mode-label.ts";
import { cardClass } from "../../ui/Card.tsx";
import { HeldForChallenge } from "../challenge/index.ts";

type Entry = HistoryPage["results"][number];
type OwnEntry = Exclude<Entry, { kind: "imported" }>;

/** Mode, difficulty and date move under the speed on narrow screens, so nothing scrolls sideways. */
const COLUMNS = [
  ["WPM", false],
  ["Accuracy", false],
  ["Mode", true],
  ["Difficulty", true],
  ["Date", true],
] as const;

/**
 * A result imported from another site: it has no page of its own, no TypeTempo difficulty, and
 * says where it came from.
 */
function ImportedRow({ entry }: { entry: ImportedEntry }) {
  const wpm = oneDecimal(entry.wpm);
  const date = formatDateTime(entry.createdAt);
  const mark = `Imported from ${IMPORT_SOURCE_NAMES[entry.source]}`;
  return (
    <tr className="align-top hover:bg-gray-900" data-testid="imported-row">
      <td className="px-3 py-2.5 sm:px-4">
        <span className="font-mono text-base font-semibold text-gray-100">{wpm}</span>
        <span className="mt-1 block w-fit rounded border border-gray-600 px-1.5 py-0.5 text-xs font-medium text-gray-200">
          {mark}
        </span>
        <span className="mt-0.5 block text-xs text-gray-300 md:hidden">
          {entry.mode} · Unranked
          <br />
          <time dateTime={entry.createdAt}>{date}</time>
        </span>
      </td>
      <td className="px-3 py-2.5 font-mono text-gray-200 sm:px-4">{oneDecimal(entry.accuracy)}%</td>
      <td className="hidden px-4 py-2.5 text-gray-200 md:table-cell">{entry.mode}</td>
      <td className="hidden px-4 py-2.5 text-gray-200 md:table-cell">Unranked</td>
      <td className="hidden px-4 py-2.5 whitespace-nowrap text-gray-300 md:table-cell">
        <time dateTime={entry.createdAt}>{date}</time>
      </td>
    </tr>
  );
}

function HistoryRow({ entry }: { entry: OwnEntry }) {
  const wpm = oneDecimal(entry.wpm);
  const mode = modeLabel(entry.mode);
  const difficulty = difficultyLabel(entry.mode, entry.difficulty);
  const date = formatDateTime(entry.createdAt);
  return (
    <tr className="align-top hover:bg-gray-900">
      <td className="px-3 py-2.5 sm:px-4">
        <Link
          to={resultPath(entry.id)}
          aria-label={`${wpm} WPM, ${mode}, ${difficulty}, ${date}: open this result`}
          className="font-mono text-base font-semibold text-amber-300 underline decoration-amber-300/40 underline-offset-4 hover:text-amber-200 hover:decoration-amber-200"
        >
          {wpm}
        </Link>
        <span data-testid="row-details" className="mt-0.5 block text-xs text-gray-300 md:hidden">
          {mode} · {difficulty}
          <br />
          <time dateTime={entry.createdAt}>{date}</time>
        </span>
        {entry.verification === "flagged" && (
          <span data-testid="row-unranked" className="mt-1 block text-xs text-amber-200">
            Unranked: {entry.flags.map((flag) => FLAG_REASONS[flag]).join("; ")}
          </span>
        )}
        {entry.verification === "pending" && (
          <div className="mt-2 text-sm">
            <HeldForChallenge result={entry} />
          </div>
        )}
      </td>
      <td className="px-3 py-2.5 font-mono text-gray-200 sm:px-4">{oneDecimal(entry.accuracy)}%</td>
      <td className="hidden px-4 py-2.5 text-gray-200 md:table-cell">{mode}</td>
      <td className="hidden px-4 py-2.5 text-gray-200 md:table-cell">{difficulty}</td>
      <td className="hidden px-4 py-2.5 whitespace-nowrap text-gray-300 md:table-cell">
        <time dateTime={entry.createdAt}>{date}</time>
      </td>
    </tr>
  );
}

/**
 * product 'Profile': each result's WPM, accuracy, mode, difficulty, date and time, and why a
 * flagged one is unranked.
 */
export function HistoryTable({
  page,
  pageCount,
  ref,
}: {
  page: HistoryPage;
  pageCount: number;
  ref: Ref<HTMLDivElement>;
}) {
  return (
    // Focusable so keyboard users can scroll it sideways if it ever overflows, and so paging
    // can put the focus on the new page.
    <div
      ref={ref}
      role="region"
      aria-label="Your results"
      tabIndex={0}
      className={cardClass("overflow-x-auto", "bare")}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Your results, newest first, page {page.page} of {pageCount}
        </caption>
        <thead className="bg-gray-900 text-gray-300">
          <tr>
            {COLUMNS.map(([heading, wide]) => (
              <th
                key={heading}
                scope="col"
                className={`px-3 py-3 font-semibold sm:px-4 ${wide ? "hidden md:table-cell" : ""}`}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-800">
          {page.results.map((entry) =>
            entry.kind === "imported" ? (
              <ImportedRow key={`imported-${entry.id}`} entry={entry} />
            ) : (
              <HistoryRow key={entry.id} entry={entry} />
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
