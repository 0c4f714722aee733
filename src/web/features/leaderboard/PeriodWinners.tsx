import { Link } from "react-router";
import { getLeaderboardWinners } from "../../../core/api/endpoints/leaderboard-winners.ts";
import type { ResettingPeriod } from "../../../core/leaderboard/periods.ts";
import { oneDecimal } from "../../../core/typing/format.ts";
import { replayPath } from "../../../core/site/result-paths.ts";
import { api } from "../../lib/api-client.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { Card } from "../../ui/Card.tsx";
import type { filterQuery } from "./use-leaderboard.ts";

/** issue 36: when each board starts again, and what the one before it is called. */
const PERIODS = {
  day: { resets: "Resets at 00:00 UTC", previous: "Yesterday's winners", when: "yesterday" },
  week: { resets: "Resets Monday 00:00 UTC", previous: "Last week's winners", when: "last week" },
} as const;

const PLACES = ["bg-amber-300", "bg-gray-200", "bg-orange-400"];

/**
 * Above today's or this week's rankings: when they reset, and the top three of the day or week
 * before under the same filters, so its winners stay visible once the board has emptied.
 */
export function PeriodWinners({
  filters,
  period,
}: {
  /** The rankings' query, whose loader stays on the page's first load. */
  filters: ReturnType<typeof filterQuery>;
  period: ResettingPeriod;
}) {
  const query = { ...filters, period };
  const winners = useLoaded(
    new URLSearchParams(query).toString(),
    (signal) => api(getLeaderboardWinners, { query }, signal),
    "the previous winners",
  );
  const names = PERIODS[period];
  const rows = winners.value?.rows;
  return (
    <Card as="section" aria-labelledby="winners" className="space-y-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="winners" className="text-lg font-semibold text-white">
          {names.previous}
        </h2>
        <p className="text-sm text-gray-300">{names.resets}</p>
      </div>
      {rows && rows.length > 0 ? (
        <ol className="grid gap-2 sm:grid-cols-3">
          {rows.map((row, place) => (
            <li key={row.resultId} className="flex items-center gap-3 text-sm">
              <span
                aria-hidden="true"
                className={`inline-grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold text-gray-950 ${PLACES[place]}`}
              >
                {place + 1}
              </span>
              <span className="min-w-0 font-medium break-all text-white">
                {row.username ?? "Anonymous"}
              </span>
              <Link
                to={replayPath(row.resultId)}
                aria-label={`${oneDecimal(row.wpm)} WPM: watch the replay`}
                className="ml-auto font-mono text-amber-300 underline decoration-amber-300/40 underline-offset-4 hover:text-amber-200"
              >
                {oneDecimal(row.wpm)}
              </Link>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-gray-300">
          {winners.loading ? "Loading…" : `No ranked results ${names.when} for these filters.`}
        </p>
      )}
    </Card>
  );
}
