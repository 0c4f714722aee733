import { lazy, Suspense, useCallback, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { oneDecimal } from "../../../core/typing/format.ts";
import {
  LEADERBOARD_DURATIONS,
  type LeaderboardView,
  leaderboardSearch,
  parseLeaderboardView,
} from "../../../core/leaderboard/leaderboard.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { Card } from "../../ui/Card.tsx";
import { Rankings } from "./Rankings.tsx";
import { useLeaderboard } from "./use-leaderboard.ts";

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
/** The Following view (issue 36), loaded only when it is chosen. */
const FollowingRankings = lazy(() =>
  import("./FollowingRankings.tsx").then((module) => ({ default: module.FollowingRankings })),
);
/** The explanation below the rankings, loaded the same way. */
const RankingsGuide = lazy(() =>
  import("./RankingsGuide.tsx").then((module) => ({ default: module.RankingsGuide })),
);

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card className="p-4">
      <dt className="text-sm text-gray-300">{label}</dt>
      <dd className="mt-1 font-mono text-2xl font-bold text-white tabular-nums">{value}</dd>
    </Card>
  );
}

const noChange = () => () => {};
const prerendered = () => false;
const inBrowser = () => true;

/** product 'Global Rankings'; the filters and the page live in the address bar. */
export function LeaderboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The page is prerendered without a query: the render that hydrates draws that view, and the
  // address's (another period, text or page, or the Following view) comes right after.
  const hydrated = useSyncExternalStore(noChange, inBrowser, prerendered);
  const view = parseLeaderboardView(hydrated ? searchParams : new URLSearchParams());
  const { list, stats, query } = useLeaderboard(view, hydrated && !view.following);

  const go = (next: LeaderboardView) =>
    setSearchParams(new URLSearchParams(leaderboardSearch(next)));
  // A new filter starts again from page 1 (product 'States and transitions'). Stable while the
  // address stays, so the filters' check of a mangled board runs once.
  const search = searchParams.toString();
  const setFilters = useCallback(
    (next: Partial<Omit<LeaderboardView, "page">>, replace?: boolean) => {
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

      {view.following ? (
        <Suspense fallback={<Spinner label="Loading rankings…" />}>
          <FollowingRankings
            search={leaderboardSearch(view)}
            query={{ ...query, page: String(view.page) }}
          >
            {(content) => <Rankings view={view} go={go} {...content} />}
          </FollowingRankings>
        </Suspense>
      ) : (
        <Rankings
          view={view}
          go={go}
          list={list}
          caption="Global rankings"
          empty="No results found for the selected filters"
        />
      )}

      <Suspense fallback={<div className="h-[40rem]" />}>
        <RankingsGuide />
      </Suspense>
    </div>
  );
}
