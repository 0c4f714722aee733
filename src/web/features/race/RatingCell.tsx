import { isProvisional, ratingChangeText } from "../../../core/race/rating-label.ts";
import type { RaceResult } from "../../../core/race/protocol.ts";
import type { RatingChanges } from "./race-state.ts";

type Change = RatingChanges[number];

const changeClass = (before: number, after: number) => {
  const change = Math.round(after) - Math.round(before);
  return change > 0 ? "text-emerald-300" : change < 0 ? "text-red-300" : "text-gray-300";
};

/**
 * A ranked racer's rating in the standings (product 'Ranked races'): the rating after the race
 * and its change once the race is stored, the rating they raced with until then; below it (or
 * after it, `inline`, under the racer's name on a phone), its uncertainty (± 2 RD) or that it
 * is still provisional.
 */
export function RatingCell({
  result,
  change,
  inline = false,
}: {
  result: RaceResult;
  change: Change | undefined;
  inline?: boolean;
}) {
  const shown = change?.after ?? result.rating;
  if (!shown) return <>–</>;
  return (
    <>
      {inline && <span className="text-gray-400">Rating </span>}
      <span className="font-mono tabular-nums">{Math.round(shown.rating)}</span>
      {change && (
        <span
          className={`ml-1.5 font-mono tabular-nums ${changeClass(change.before.rating, change.after.rating)}`}
        >
          {ratingChangeText(change.before.rating, change.after.rating)}
        </span>
      )}
      <span className={inline ? "ml-1.5 text-gray-400" : "block text-xs text-gray-400"}>
        {isProvisional(shown.rd) ? "provisional" : `± ${Math.round(2 * shown.rd)}`}
      </span>
    </>
  );
}

/** The racer's own rating change, said once the race is stored. */
export function ratingChangeSentence(change: Change): string {
  const { before, after } = change;
  const figure = Math.round(after.rating);
  const uncertain = isProvisional(after.rd) ? " (provisional)" : ` ± ${Math.round(2 * after.rd)}`;
  return `Your rating is now ${figure}${uncertain}, ${ratingChangeText(before.rating, after.rating)} from this race.`;
}
