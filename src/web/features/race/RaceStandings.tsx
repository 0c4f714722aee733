import type { RaceResult, RaceTextSource } from "../../../core/race/protocol.ts";
import { ordinal } from "../../../core/race/standing.ts";
import { raceTextCredit } from "../../../core/race/text-source.ts";
import { InfoTip } from "../../ui/InfoTip.tsx";
import { RacerName } from "./RacerName.tsx";
import type { RatingChanges } from "./race-state.ts";
import { RatingCell, ratingChangeSentence } from "./RatingCell.tsx";

interface RaceStandingsProps {
  results: readonly RaceResult[];
  youId: string | null;
  /** The racer is signed in, so their finished race went to their history. */
  saved: boolean;
  /** Where the race's text comes from, shown under the standings. */
  source: RaceTextSource | null;
  /** A ranked race once stored: each rated racer's rating before and after it. */
  ratings?: RatingChanges | null;
}

const UNLAGGED =
  "Speed over the racer's own keystroke times, free of their network's delay. Places go by the server's clock.";

const seconds = (ms: number | null) => (ms === null ? "–" : `${(ms / 1000).toFixed(1)} s`);

/**
 * The finish: every racer's place (or why none), speed, unlagged speed, accuracy and time, a
 * ranked race's rating changes, and the text's source.
 */
export function RaceStandings({
  results,
  youId,
  saved,
  source,
  ratings = null,
}: RaceStandingsProps) {
  const ordered = [...results].sort(
    (a, b) => (a.place ?? Infinity) - (b.place ?? Infinity) || b.position - a.position,
  );
  const you = results.find((result) => result.id === youId);
  // A ranked room's racers carry their ratings: the standings show them and how they changed.
  const ranked = results.some((result) => result.rating);
  const changes = new Map(ratings?.map((change) => [change.racerId, change]));
  const yourChange = youId === null ? undefined : changes.get(youId);
  const ratingNote = !ranked
    ? null
    : yourChange
      ? ratingChangeSentence(yourChange)
      : ratings === null
        ? "Rating the race…"
        : ratings.length === 0
          ? "This race was not rated: no one finished it with a place."
          : null;
  return (
    <section aria-labelledby="standings-heading" className="relative space-y-3">
      <h2 id="standings-heading" className="text-lg font-semibold text-white">
        Final standings
      </h2>
      <div className="overflow-x-auto">
        <table
          className="w-full text-left text-sm [&_td]:align-top [&_td:not(:nth-child(2))]:whitespace-nowrap"
          data-testid="race-standings"
        >
          <thead className="text-xs tracking-wider text-gray-400 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Place
              </th>
              <th scope="col" className="py-2 pr-3">
                Racer
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                WPM
              </th>
              <th scope="col" className="py-2 pr-3 text-right whitespace-nowrap" title={UNLAGGED}>
                Unlagged
                <InfoTip label="What is unlagged?">{UNLAGGED}</InfoTip>
              </th>
              <th scope="col" className="hidden py-2 pr-3 text-right sm:table-cell">
                Accuracy
              </th>
              {/* A phone's width leaves the speeds, and the time to the wider screens. */}
              <th scope="col" className="hidden py-2 text-right sm:table-cell">
                Time
              </th>
              {ranked && (
                <th scope="col" className="hidden py-2 pl-3 text-right sm:table-cell">
                  Rating
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-800">
            {ordered.map((result) => (
              <tr
                key={result.id}
                className={result.id === youId ? "text-amber-200" : "text-gray-200"}
              >
                <td className="py-2 pr-3 font-mono">
                  {result.place !== null ? ordinal(result.place) : "–"}
                </td>
                <td className="py-2 pr-3">
                  <RacerName name={result.name} guest={result.guest} />
                  {result.id === youId && <span className="ml-1 text-xs text-gray-400">(you)</span>}
                  {result.unplaced && (
                    <span className="block text-xs text-gray-400">No place: {result.unplaced}</span>
                  )}
                  {!result.finished && (
                    <span className="block text-xs text-gray-400">Did not finish</span>
                  )}
                  {ranked && (
                    <span className="block text-xs sm:hidden">
                      <RatingCell result={result} change={changes.get(result.id)} inline />
                    </span>
                  )}
                </td>
                <td className="py-2 pr-3 text-right font-mono tabular-nums">
                  {/* A refused finish shows no speed: its reason stands beside the name. */}
                  {result.wpm === null ? "–" : Math.round(result.wpm)}
                </td>
                <td className="py-2 pr-3 text-right font-mono tabular-nums">
                  {result.unlaggedWpm == null ? "–" : Math.round(result.unlaggedWpm)}
                </td>
                <td className="hidden py-2 pr-3 text-right font-mono tabular-nums sm:table-cell">
                  {Math.round(result.accuracy)}%
                </td>
                <td className="hidden py-2 text-right font-mono tabular-nums sm:table-cell">
                  {seconds(result.timeMs)}
                </td>
                {ranked && (
                  <td className="hidden py-2 pl-3 text-right sm:table-cell">
                    <RatingCell result={result} change={changes.get(result.id)} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {source && (
        <p className="text-sm text-gray-400" data-testid="race-source">
          {raceTextCredit(source)}
        </p>
      )}
      {you?.finished && (
        <p className="text-sm text-gray-300">
          {saved
            ? ranked
              ? "Your result is saved to your history as a race, off the leaderboard as every race is."
              : "Your result is saved to your history as a race (never ranked)."
            : "Sign in to keep your races in your history."}
        </p>
      )}
      {ranked && (
        <p role="status" className="text-sm text-gray-100" data-testid="rating-change">
          {ratingNote}
        </p>
      )}
    </section>
  );
}
