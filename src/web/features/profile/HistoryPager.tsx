import { quietButton } from "./field-styles.ts";

/** Previous and next with where the page stands: 'Page 2 of 5', 'Showing 21–40 of 93'. */
export function HistoryPager({
  page,
  pageCount,
  first,
  last,
  total,
  onTurn,
}: {
  page: number;
  pageCount: number;
  first: number;
  last: number;
  total: number;
  onTurn: (page: number) => void;
}) {
  return (
    <nav
      aria-label="History pages"
      className="grid grid-cols-2 items-center gap-3 sm:grid-cols-[auto_1fr_auto]"
    >
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onTurn(page - 1)}
        className={`${quietButton} justify-self-start`}
      >
        Previous
      </button>
      {/* Above the buttons on narrow screens, between them on wider ones. */}
      <div className="col-span-2 row-start-1 text-center text-sm text-gray-300 sm:col-span-1 sm:col-start-2">
        <p>
          Page {page} of {pageCount}
        </p>
        <p>
          Showing {first}–{last} of {total.toLocaleString("en-US")}
        </p>
      </div>
      <button
        type="button"
        disabled={page >= pageCount}
        onClick={() => onTurn(page + 1)}
        className={`${quietButton} justify-self-end`}
      >
        Next
      </button>
    </nav>
  );
}
