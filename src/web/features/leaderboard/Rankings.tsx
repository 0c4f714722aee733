import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { Link } from "react-router";
import type { LeaderboardRow } from "../../../core/api/leaderboard.ts";
import {
  LEADERBOARD_PAGE_SIZE,
  type LeaderboardView,
  leaderboardSearch,
} from "../../../core/leaderboard/leaderboard.ts";
import { Alert } from "../../ui/Alert.tsx";
import { cardClass } from "../../ui/Card.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import type { ExtraColumn, RankingsTable as Table } from "./RankingsTable.tsx";
import { usePagerFocus } from "./use-pager-focus.ts";
import { linkClass } from "../../ui/link-style.ts";

const loadTable = () => import("./RankingsTable.tsx");
// Typed as the module's, whose rows are generic, which lazy() does not carry through.
const RankingsTable = lazy(() =>
  loadTable().then((module) => ({ default: module.RankingsTable })),
) as unknown as typeof Table;

/** What a view of the rankings shows on a page: its list as it loads, and its words. */
export interface RankingsContent<R extends LeaderboardRow> {
  list: {
    loading: boolean;
    failed: boolean;
    data: { rows: R[]; hasNextPage: boolean; lastPage?: number } | null;
  };
  /** What the table holds, for screen readers: "Global rankings". */
  caption: string;
  empty: ReactNode;
  extra?: ExtraColumn<R>;
}

/**
 * A page of rankings as it loads: a spinner, the failure, the empty view (`empty`, or a way
 * back from a page past the end), or the table with its pager, whose turns `go` to the next
 * view. The whole board and the Following view both show theirs here. The table's code is
 * fetched while the first page loads, as no prerendered page shows it.
 */
export function Rankings<R extends LeaderboardRow>({
  view,
  go,
  list: { loading, failed, data },
  caption,
  empty,
  extra,
}: RankingsContent<R> & {
  view: LeaderboardView;
  go: (next: LeaderboardView) => void;
}) {
  const pager = usePagerFocus(data, (step) =>
    go({ ...view, page: view.page + (step === "next" ? 1 : -1) }),
  );
  useEffect(() => void loadTable(), []);

  if (loading) return <Spinner label="Loading rankings…" />;
  if (failed) {
    return (
      <Alert kind="error" boxed>
        Failed to load leaderboard data. Please try again later.
      </Alert>
    );
  }
  if (!data || data.rows.length === 0) {
    return (
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
          empty
        )}
      </p>
    );
  }
  return (
    <Suspense fallback={<Spinner label="Loading rankings…" />}>
      <RankingsTable
        page={view.page}
        first={(view.page - 1) * LEADERBOARD_PAGE_SIZE + 1}
        data={data}
        caption={caption}
        extra={extra}
        pager={pager}
      />
    </Suspense>
  );
}
