import { Glicko2, type Match } from "glicko2";
import { type PlacedRacer, isRatedRace, raceGames } from "./race-games.ts";

/**
 * Ranked races' ratings (product 'Ranked races'): Glicko-2, computed by the `glicko2` package
 * (mmai/glicko2js) rather than our own arithmetic. One race is one rating period, whose games
 * race-games.ts draws from the places; every racer is rated against the others' ratings from
 * before the race.
 */

export interface Rating {
  rating: number;
  /** The rating deviation: how uncertain the rating is (95 % of the time within ± 2 RD). */
  rd: number;
  /** How erratic the typist's results are: the expected fluctuation of the rating. */
  volatility: number;
}

/** A typist who has never raced ranked: Glickman's suggested start. */
export const NEW_RATING: Rating = { rating: 1500, rd: 350, volatility: 0.06 };

/**
 * The system constant τ: how much a volatility may change in one period. Glickman suggests
 * 0.3 to 1.2; a smaller value keeps one surprising race from swinging a rating far.
 */
export const TAU = 0.5;

/** One game of a rating period: the score against the opponent (1 a win, ½ a draw, 0 a loss). */
export interface Game {
  opponent: Rating;
  score: number;
}

/** Rates everyone in `players` for one period of `games`, each between two of them by index. */
function ratePlayers(players: readonly Rating[], games: [number, number, number][]): Rating[] {
  const system = new Glicko2({
    tau: TAU,
    rating: NEW_RATING.rating,
    rd: NEW_RATING.rd,
    vol: NEW_RATING.volatility,
  });
  const rated = players.map((player) =>
    system.makePlayer(player.rating, player.rd, player.volatility),
  );
  system.updateRatings(games.map(([a, b, score]): Match => [rated[a]!, rated[b]!, score]));
  return rated.map((player) => ({
    rating: player.getRating(),
    rd: player.getRd(),
    volatility: player.getVol(),
  }));
}

/** A player's rating after one period of games against opponents rated as given. */
export function ratePeriod(player: Rating, games: readonly Game[]): Rating {
  const players = [player, ...games.map((game) => game.opponent)];
  return ratePlayers(
    players,
    games.map((game, i) => [0, i + 1, game.score]),
  )[0]!;
}

/** A ranked racer: their rating before the race and the place the race gave them. */
export interface RatedRacer extends PlacedRacer {
  rating: Rating;
}

/**
 * Every racer's rating after the race, by id; null when the race is not rated (isRatedRace).
 */
export function rateRace(racers: readonly RatedRacer[]): Map<string, Rating> | null {
  if (!isRatedRace(racers)) return null;
  const index = new Map(racers.map((racer, i) => [racer.id, i]));
  const games = raceGames(racers).map((game): [number, number, number] => [
    index.get(game.first)!,
    index.get(game.second)!,
    game.score,
  ]);
  const after = ratePlayers(
    racers.map((racer) => racer.rating),
    games,
  );
  return new Map(racers.map((racer, i) => [racer.id, after[i]!]));
}
