import type { ReactNode, RefObject } from "react";
import { Link } from "react-router";
import type { LeaderboardRow } from "../../../core/api/leaderboard.ts";
import { medalFor } from "../../../core/leaderboard/medals.ts";
import { profilePath, replayPath } from "../../../core/site/result-paths.ts";
import { DIFFICULTY_LABELS } from "../../../core/typing/difficulty.ts";
import { durationLabel, formatDateTime, oneDecimal } from "../../../core/typing/format.ts";
import { Card } from "../../ui/Card.tsx";

/** Drawn badges rather than emoji, which not every system has a font for. */
const MEDALS = {
  gold: { label: "Gold medal", className: "bg-amber-300 text-amber-950 ring-amber-500" },
  silver: { label: "Silver medal", className: "bg-gray-200 text-gray-900 ring-gray-400" },
  bronze: { label: "Bronze medal", className: "bg-orange-400 text-orange-950 ring-orange-600" },
} as const;

/**
 * The last three columns, and a view's extra one, are shown under the name on narrow screens,
 * so nothing scrolls sideways.
 */
const COLUMNS = [
  ["Rank", false],
  ["User", false],
  ["WPM", false],
  ["Accuracy", false],
  ["Duration", true],
  ["Difficulty", true],
  ["Date", true],
] as const;

const pagerClass =
  "rounded-lg border border-gray-500 px-4 py-2 font-medium text-gray-100 hover:border-gray-300 disabled:cursor-not-allowed disabled:opacity-50";

/** A column a view adds after the others, such as the Following view's place on the whole board. */
export interface ExtraColumn<R> {
  heading: string;
  cell: (row: R) => ReactNode;
}

function RankingRow<R extends LeaderboardRow>({
  row,
  page,
  extra,
}: {
  row: R;
  page: number;
  extra?: ExtraColumn<R>;
}) {
  const medal = medalFor(page, row.rank);
  const duration = durationLabel(row.duration);
  const difficulty = DIFFICULTY_LABELS[row.difficulty];
  const date = formatDateTime(row.createdAt);
  return (
    <tr className="bg-gray-950 hover:bg-gray-900">
      <td className="px-2 py-2.5 font-mono text-gray-200 sm:px-4">
        {medal ? (
          <span
            role="img"
            aria-label={`${MEDALS[medal].label}, rank ${row.rank}`}
            data-medal={medal}
            className={`inline-grid size-7 place-items-center rounded-full text-xs font-bold ring-2 ${MEDALS[medal].className}`}
          >
            {row.rank}
          </span>
        ) : (
          row.rank
        )}
      </td>
      <td className="px-2 py-2.5 sm:px-4">
        <span data-testid="row-user" className="font-medium break-all text-white">
          {row.username ? (
            <Link to={profilePath(row.username)} className="underline underline-offset-4">
              {row.username}
            </Link>
          ) : (
            "Anonymous"
          )}
        </span>
        <span data-testid="row-details" className="mt-0.5 block text-xs text-gray-300 md:hidden">
          {extra && (
            <>
              {extra.heading} {extra.cell(row)}
              <br />
            </>
          )}
          {duration} · {difficulty}
          <br />
          {date}
        </span>
      </td>
      <td className="px-2 py-2.5 font-mono text-amber-300 sm:px-4">
        <Link
          to={replayPath(row.resultId)}
          aria-label={`${oneDecimal(row.wpm)} WPM: watch the replay`}
          className="underline decoration-amber-300/40 underline-offset-4 hover:text-amber-200 hover:decoration-amber-200"
        >
          {oneDecimal(row.wpm)}
        </Link>
      </td>
      <td className="px-2 py-2.5 font-mono text-gray-200 sm:px-4">{oneDecimal(row.accuracy)}%</td>
      <td className="hidden px-4 py-2.5 text-gray-200 md:table-cell">{duration}</td>
      <td className="hidden px-4 py-2.5 text-gray-200 md:table-cell">{difficulty}</td>
      <td className="hidden px-4 py-2.5 whitespace-nowrap text-gray-300 md:table-cell">{date}</td>
      {extra && (
        <td className="hidden px-4 py-2.5 font-mono text-gray-200 md:table-cell">
          {extra.cell(row)}
        </td>
      )}
    </tr>
  );
}

/** The pager's buttons and turns, kept by the rankings across the loads of their pages. */
export interface Pager {
  previousRef: RefObject<HTMLButtonElement | null>;
  nextRef: RefObject<HTMLButtonElement | null>;
  turnPage: (step: "previous" | "next") => void;
}

/**
 * A loaded page of rankings: the table, with medals on page 1, and the pager. Loaded apart
 * from the page: the prerendered rankings are still loading, so hydration never needs it.
 */
export function RankingsTable<R extends LeaderboardRow>({
  page,
  first,
  data,
  caption,
  extra,
  pager: { previousRef, nextRef, turnPage },
}: {
  page: number;
  /** The first row's number: 1 on page 1, 101 on page 2. */
  first: number;
  data: { rows: R[]; hasNextPage: boolean };
  caption: string;
  extra?: ExtraColumn<R>;
  pager: Pager;
}) {
  return (
    <>
      {/* Focusable so keyboard users can scroll the table sideways if it ever overflows. */}
      <Card
        tone="bare"
        role="region"
        aria-label="Rankings"
        tabIndex={0}
        className="overflow-x-auto"
      >
        <table className="w-full text-left text-sm md:min-w-[40rem]">
          <caption className="sr-only">
            {caption}, page {page}
          </caption>
          <thead className="bg-gray-900 text-gray-300">
            <tr>
              {COLUMNS.map(([heading, wide]) => (
                <th
                  key={heading}
                  scope="col"
                  className={`px-2 py-3 font-semibold sm:px-4 ${wide ? "hidden md:table-cell" : ""}`}
                >
                  {heading}
                </th>
              ))}
              {extra && (
                <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                  {extra.heading}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-800">
            {data.rows.map((row) => (
              <RankingRow key={row.rank} row={row} page={page} extra={extra} />
            ))}
          </tbody>
        </table>
      </Card>

      <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
        <button
          ref={previousRef}
          type="button"
          disabled={page === 1}
          onClick={() => turnPage("previous")}
          className={pagerClass}
        >
          Previous
        </button>
        <div className="text-center text-sm text-gray-300">
          <p>Page {page}</p>
          <p>
            Showing {first}-{first + data.rows.length - 1} results
          </p>
        </div>
        <button
          ref={nextRef}
          type="button"
          disabled={!data.hasNextPage}
          onClick={() => turnPage("next")}
          className={pagerClass}
        >
          Next
        </button>
      </nav>
    </>
  );
}
