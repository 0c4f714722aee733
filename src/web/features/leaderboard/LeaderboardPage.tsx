import { lazy, Suspense, useCallback } from "react";
import type { LeaderboardRow } from "../../../core/api/leaderboard.ts";
import { Link, useSearchParams } from "react-router";
import { DIFFICULTY_LABELS } from "../../../core/typing/difficulty.ts";
import { durationLabel, formatDateTime, oneDecimal } from "../../../core/typing/format.ts";
import {
  LEADERBOARD_DURATIONS,
  LEADERBOARD_PAGE_SIZE,
  type LeaderboardFilters,
  type LeaderboardView,
  leaderboardSearch,
  medalFor,
  parseLeaderboardView,
} from "../../../core/leaderboard/leaderboard.ts";
import { profilePath, replayPath } from "../../../core/site/result-paths.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { useLeaderboard } from "./use-leaderboard.ts";
import { Card, cardClass } from "../../ui/Card.tsx";
import { usePagerFocus } from "./use-pager-focus.ts";

/**
 * The filters are not on the first load, which keeps the rankings within their budget: the
 * prerendered page shows them, and hydration waits for their code. A client-side visit sees an
 * empty space meanwhile, the rankings of the address's filters loading below it.
 */
const BoardFilters = lazy(() =>
  import("./BoardFilters.tsx").then((module) => ({ default: module.BoardFilters })),
);
/** The day's or week's previous winners, loaded only on those boards. */
const PeriodWinners = lazy(() =>
  import("./PeriodWinners.tsx").then((module) => ({ default: module.PeriodWinners })),
);
/** The explanation below the rankings, loaded the same way. */
const RankingsGuide = lazy(() =>
  import("./RankingsGuide.tsx").then((module) => ({ default: module.RankingsGuide })),
);

/** Drawn badges rather than emoji, which not every system has a font for. */
const MEDALS = {
  gold: { label: "Gold medal", className: "bg-amber-300 text-amber-950 ring-amber-500" },
  silver: { label: "Silver medal", className: "bg-gray-200 text-gray-900 ring-gray-400" },
  bronze: { label: "Bronze medal", className: "bg-orange-400 text-orange-950 ring-orange-600" },
} as const;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card className="p-4">
      <dt className="text-sm text-gray-300">{label}</dt>
      <dd className="mt-1 font-mono text-2xl font-bold text-white tabular-nums">{value}</dd>
    </Card>
  );
}

/** The last three columns are shown under the name on narrow screens, so nothing scrolls sideways. */
const COLUMNS = [
  ["Rank", false],
  ["User", false],
  ["WPM", false],
  ["Accuracy", false],
  ["Duration", true],
  ["Difficulty", true],
  ["Date", true],
] as const;

const linkClass = "text-amber-300 underline underline-offset-2 hover:text-amber-200";

const pagerClass =
  "rounded-lg border border-gray-500 px-4 py-2 font-medium text-gray-100 hover:border-gray-300 disabled:cursor-not-allowed disabled:opacity-50";

function RankingRow({ row, page }: { row: LeaderboardRow; page: number }) {
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
    </tr>
  );
}

/** product 'Global Rankings'; the filters and the page live in the address bar. */
export function LeaderboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseLeaderboardView(searchParams);
  const { loading, failed, data, stats, query } = useLeaderboard(view);

  const go = (next: LeaderboardView, replace = false) =>
    setSearchParams(new URLSearchParams(leaderboardSearch(next)), { replace });
  const { previousRef, nextRef, turnPage } = usePagerFocus(data, (step) =>
    go({ ...view, page: view.page + (step === "next" ? 1 : -1) }),
  );
  const first = (view.page - 1) * LEADERBOARD_PAGE_SIZE + 1;
  // A new filter starts again from page 1 (product 'States and transitions'). Stable while the
  // address stays, so the filters' check of a mangled board runs once.
  const search = searchParams.toString();
  const setFilters = useCallback(
    (next: Partial<LeaderboardFilters>, replace?: boolean) => {
      const current = parseLeaderboardView(new URLSearchParams(search));
      setSearchParams(new URLSearchParams(leaderboardSearch({ ...current, ...next, page: 1 })), {
        replace,
      });
    },
    [search, setSearchParams],
  );

  return (
    <div className="space-y-8">
      <p className="text-gray-300">
        The fastest typists on TypeTempo. Rankings include only timed tests, and each typist appears
        once per duration and difficulty, with their best result. Each text has rankings of its own,
        per language and, for common words, per choice of punctuation and numbers.
      </p>

      {stats && stats.totalTests > 0 && (
        <dl aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat label="Total Tests" value={stats.totalTests.toLocaleString("en-US")} />
          <Stat label="Highest WPM" value={oneDecimal(stats.highestWpm)} />
          <Stat label="Average WPM" value={oneDecimal(stats.averageWpm)} />
          <Stat label="Average Accuracy" value={`${oneDecimal(stats.averageAccuracy)}%`} />
        </dl>
      )}

      <div className="flex flex-wrap gap-4">
        <Suspense fallback={<div className="h-[62px] w-72" />}>
          <BoardFilters filters={view} durations={LEADERBOARD_DURATIONS} onChange={setFilters} />
        </Suspense>
      </div>

      {view.period !== "all" && (
        <Suspense fallback={<div className="h-24" />}>
          <PeriodWinners filters={query} period={view.period} />
        </Suspense>
      )}

      {loading ? (
        <Spinner label="Loading rankings…" />
      ) : failed ? (
        <Alert kind="error" boxed>
          Failed to load leaderboard data. Please try again later.
        </Alert>
      ) : !data || data.rows.length === 0 ? (
        <p className={cardClass("px-4 py-8 text-center text-gray-300")}>
          {view.page > 1 ? (
            <>
              Page {view.page} is past the end of the rankings.{" "}
              {data?.lastPage && data.lastPage > 1 && (
                <>
                  <Link
                    to={`/leaderboard${leaderboardSearch({ ...view, page: data.lastPage })}`}
                    className={linkClass}
                  >
                    Go to the last page ({data.lastPage})
                  </Link>{" "}
                  or{" "}
                </>
              )}
              <Link
                to={`/leaderboard${leaderboardSearch({ ...view, page: 1 })}`}
                className={linkClass}
              >
                Go to the first page
              </Link>
            </>
          ) : (
            "No results found for the selected filters"
          )}
        </p>
      ) : (
        // Focusable so keyboard users can scroll the table sideways if it ever overflows.
        <Card
          tone="bare"
          role="region"
          aria-label="Rankings"
          tabIndex={0}
          className="overflow-x-auto"
        >
          <table className="w-full text-left text-sm md:min-w-[40rem]">
            <caption className="sr-only">Global rankings, page {view.page}</caption>
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
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-800">
              {data.rows.map((row) => (
                <RankingRow key={row.rank} row={row} page={view.page} />
              ))}
            </tbody>
          </table>
        </Card>
      )}

      {data && data.rows.length > 0 && (
        <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
          <button
            ref={previousRef}
            type="button"
            disabled={view.page === 1}
            onClick={() => turnPage("previous")}
            className={pagerClass}
          >
            Previous
          </button>
          <div className="text-center text-sm text-gray-300">
            <p>Page {view.page}</p>
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
      )}

      <Suspense fallback={<div className="h-[40rem]" />}>
        <RankingsGuide />
      </Suspense>
    </div>
  );
}
