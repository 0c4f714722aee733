/**
 * A finished ranked race as the games of a Glicko-2 rating period (product 'Ranked races'):
 * each pair of racers is one game, which the better place wins. A racer without a place (who
 * did not finish by the time limit, left the race, or whose finish the final check refused or
 * flagged) is below every placed racer, so it counts as a loss to each of them; two racers
 * without a place draw, as neither beat the other.
 */

/** A racer as the standings left them: a place from 1, or null for none. */
export interface PlacedRacer {
  id: string;
  place: number | null;
}

/** One game: `score` is the first racer's against the second (1 a win, ½ a draw, 0 a loss). */
export interface RaceGame {
  first: string;
  second: string;
  score: 0 | 0.5 | 1;
}

const rank = (racer: PlacedRacer) => racer.place ?? Number.POSITIVE_INFINITY;

/** Every pair of racers once, in the order given, with the first one's score. */
export function raceGames(racers: readonly PlacedRacer[]): RaceGame[] {
  const games: RaceGame[] = [];
  racers.forEach((first, i) => {
    for (const second of racers.slice(i + 1)) {
      const [a, b] = [rank(first), rank(second)];
      games.push({ first: first.id, second: second.id, score: a < b ? 1 : a > b ? 0 : 0.5 });
    }
  });
  return games;
}

/**
 * Whether the race changes ratings: two racers at least, and one of them placed. A race that
 * no one finished cleanly says nothing about who types better, so it is left unrated.
 */
export function isRatedRace(racers: readonly PlacedRacer[]): boolean {
  return racers.length >= 2 && racers.some((racer) => racer.place !== null);
}
