import type { RacerView } from "./protocol.ts";

/** 1st, 2nd, 3rd, 4th… as a place is said. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/**
 * Each racer's place as the lanes show it while the race runs: the finishers by their place,
 * then everyone else by how far along they are (ties share the better place). A finisher the
 * final check refused has none, as in the standings.
 */
export function livePlaces(racers: readonly RacerView[]): Map<string, number> {
  const placed = racers.filter((racer) => racer.place !== null);
  const others = racers
    .filter((racer) => racer.place === null && racer.unplaced === null)
    .sort((a, b) => b.position - a.position);
  const places = new Map<string, number>();
  for (const racer of placed) places.set(racer.id, racer.place!);
  const next = placed.length + 1;
  others.forEach((racer, i) => {
    const tied = i > 0 && others[i - 1]!.position === racer.position;
    places.set(racer.id, tied ? places.get(others[i - 1]!.id)! : next + i);
  });
  return places;
}

/** How far along a racer is, in whole percent of the passage. */
export function progressPercent(position: number, passageLength: number): number {
  if (passageLength <= 0) return 0;
  return Math.min(100, Math.floor((position / passageLength) * 100));
}

/**
 * A lane in words, for those who cannot see the bar: "Alice, 2nd, 64 WPM, 45%"; before the
 * start (no place yet) "Alice, ready"; a finish the final check refused shows no speed, only
 * why: "Eve, no place: {why}, 100%".
 */
export function laneText(racer: RacerView, place: number | null, percent: number): string {
  const parts =
    racer.wpm === null
      ? [racer.name, `no place: ${racer.unplaced}`, `${percent}%`]
      : place === null
        ? [racer.name, "ready"]
        : [racer.name, ordinal(place), `${Math.round(racer.wpm)} WPM`, `${percent}%`];
  if (racer.finished) parts.push("finished");
  if (!racer.connected) parts.push("disconnected");
  return parts.join(", ");
}
