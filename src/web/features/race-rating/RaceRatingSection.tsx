import { Link } from "react-router";
import { getRaceRating } from "../../../core/api/endpoints/profiles.ts";
import { ratingChangeText, ratingText } from "../../../core/race/rating-label.ts";
import { PATHS } from "../../../core/site/paths.ts";
import { formatDateTime } from "../../../core/typing/format.ts";
import { api } from "../../lib/api-client.ts";
import { useLoaded } from "../../lib/use-loaded.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Card } from "../../ui/Card.tsx";
import { RatingSparkline } from "./RatingSparkline.tsx";

/** How many of the last rated races are listed; the line shows all the history holds. */
const LISTED = 5;

/**
 * A typist's rating from ranked races and its history (product 'Ranked races'), on their
 * public profile and their own: the rating with its uncertainty, a line of its course, and the
 * last rated races with each one's change.
 */
export function RaceRatingSection({ username, mine }: { username: string; mine: boolean }) {
  const loaded = useLoaded(
    username,
    (signal) => api(getRaceRating, { params: { username } }, signal),
    "the race rating",
  );
  const view = loaded.value;
  const history = view?.history ?? [];
  // Oldest first, from the rating before the oldest race listed.
  const course =
    history.length > 0 ? [history.at(-1)!.before, ...history.map((r) => r.after).reverse()] : [];
  return (
    <Card
      as="section"
      aria-labelledby="race-rating-heading"
      className="space-y-3 p-4 sm:p-6"
      data-testid="race-rating"
    >
      <h2 id="race-rating-heading" className="text-lg font-semibold text-white">
        Race rating
      </h2>
      {loaded.failed && <Alert kind="error">The race rating could not be loaded.</Alert>}
      {loaded.loading && <p className="text-sm text-gray-400">Loading the race rating…</p>}
      {view && !view.rating && (
        <p className="text-sm text-gray-300">
          {mine ? "You have no ranked races yet. " : "No ranked races yet."}
          {mine && (
            <Link
              to={PATHS.race}
              className="text-amber-300 underline underline-offset-4 hover:text-amber-200"
            >
              Race ranked
            </Link>
          )}
        </p>
      )}
      {view?.rating && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <div className="col-span-2">
              <dt className="text-sm text-gray-300">Rating</dt>
              <dd
                className="mt-1 font-mono text-xl font-bold text-white tabular-nums"
                data-testid="race-rating-value"
              >
                {ratingText(view.rating)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-gray-300">Rated races</dt>
              <dd className="mt-1 font-mono text-xl font-bold text-white tabular-nums">
                {view.rating.racesRated.toLocaleString("en-US")}
              </dd>
            </div>
          </dl>
          <p className="text-sm text-gray-400">
            {view.rating.provisional
              ? "From ranked races (Glicko-2); provisional until a few more ranked races settle it."
              : "From ranked races (Glicko-2); the true rating lies within the ± range 95 % of the time."}
          </p>
          <RatingSparkline
            ratings={course}
            label={`Rating over the last ${history.length} rated races: from ${Math.round(course[0] ?? 0)} to ${Math.round(course.at(-1) ?? 0)}.`}
          />
          <h3 id="rating-history-heading" className="text-sm font-semibold text-gray-300">
            Last rated races
          </h3>
          <ol
            className="max-w-md space-y-1 text-sm"
            aria-labelledby="rating-history-heading"
            data-testid="rating-history"
          >
            {history.slice(0, LISTED).map((race) => (
              <li
                key={race.raceId}
                className="flex flex-wrap justify-between gap-x-3 text-gray-300"
              >
                <time dateTime={race.ratedAt}>{formatDateTime(race.ratedAt)}</time>
                <span className="font-mono tabular-nums">
                  {Math.round(race.after)}{" "}
                  <span className="text-gray-400">
                    ({ratingChangeText(race.before, race.after)})
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}
