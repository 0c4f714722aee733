import { Suspense, lazy, useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import {
  ALL_HISTORY,
  type HistoryFilters as Filters,
  type HistoryView,
  historySearch,
  isFiltered,
  pageCount,
  parseHistoryView,
  shownRange,
} from "../../../core/account/history-view.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Card } from "../../ui/Card.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { quietButton } from "./field-styles.ts";
import { linkClass } from "../../ui/link-style.ts";
import { HistoryFilters } from "./HistoryFilters.tsx";
import { HistoryPager } from "./HistoryPager.tsx";
import { HistoryTable } from "./HistoryTable.tsx";
import { fetchHistory } from "./history-api.ts";
import { useLoaded } from "../../lib/use-loaded.ts";

const emptyClass = "py-6 text-center text-gray-300";

// Results waiting in this browser to be saved are not in the history yet: say how many, and
// show each once it is saved. The outbox's code is not part of the page's first load.
const WaitingSaves = lazy(() =>
  import("../outbox/index.ts").then(
    (outbox) => ({ default: outbox.WaitingSaves }),
    () => ({ default: () => null }),
  ),
);

/**
 * product 'Profile', 'Recent Tests', grown into the whole history: every result a page at a
 * time, filtered by mode, difficulty, UTC days and kind. The view lives in the address bar, so
 * a filtered history can be reloaded and shared.
 */
export function HistorySection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseHistoryView(searchParams);
  const key = historySearch(view);
  const { loading, failed, value, reload } = useLoaded(
    key,
    (signal) => fetchHistory(view, signal),
    "your history",
  );
  const tableRef = useRef<HTMLDivElement>(null);
  const paged = useRef(false);

  // After Previous or Next the old rows are gone, and the focus with them: it goes to the new page.
  useEffect(() => {
    if (!value || !paged.current) return;
    paged.current = false;
    tableRef.current?.focus();
  }, [value]);

  const go = (next: HistoryView) =>
    setSearchParams(new URLSearchParams(historySearch(next)), { preventScrollReset: true });
  // A new filter starts again from page 1; parsing keeps only valid values.
  const setFilters = (change: Partial<Record<keyof Filters, string | null>>) => {
    const params = new URLSearchParams(historySearch({ ...view, page: 1 }));
    for (const [name, wanted] of Object.entries(change)) {
      if (wanted && wanted !== "all") params.set(name, wanted);
      else params.delete(name);
    }
    go(parseHistoryView(params));
  };
  const turn = (page: number) => {
    paged.current = true;
    go({ ...view, page });
  };

  const filtered = isFiltered(view);
  const pages = value ? pageCount(value.total) : 1;
  const range = value ? shownRange(view.page, value.results.length) : null;

  return (
    <Card as="section" aria-labelledby="recent-tests" className="space-y-5 p-5 sm:p-6">
      <h2 id="recent-tests" className="text-lg font-semibold text-white">
        Recent Tests
      </h2>
      <Suspense fallback={null}>
        <WaitingSaves onSaved={reload} />
      </Suspense>
      <HistoryFilters
        filters={view}
        filtered={filtered}
        onChange={setFilters}
        onClear={() => go({ ...ALL_HISTORY, page: 1 })}
      />
      {loading ? (
        <Spinner label="Loading your history…" />
      ) : failed || !value ? (
        <Alert kind="error" boxed>
          Failed to load test results
        </Alert>
      ) : value.total === 0 ? (
        filtered ? (
          <div className={emptyClass}>
            <p>No results match these filters.</p>
            <button
              type="button"
              onClick={() => go({ ...ALL_HISTORY, page: 1 })}
              className={`mt-3 ${quietButton}`}
            >
              Show all results
            </button>
          </div>
        ) : (
          <p className={emptyClass}>No test results yet</p>
        )
      ) : value.results.length === 0 ? (
        <p className={emptyClass}>
          Page {view.page} is past the end of your history.{" "}
          <Link
            to={{ search: historySearch({ ...view, page: pages }) }}
            preventScrollReset
            className={linkClass}
          >
            Go to the last page ({pages})
          </Link>
        </p>
      ) : (
        <>
          <HistoryTable ref={tableRef} page={value} pageCount={pages} />
          <HistoryPager
            page={view.page}
            pageCount={pages}
            first={range!.first}
            last={range!.last}
            total={value.total}
            onTurn={turn}
          />
        </>
      )}
    </Card>
  );
}
