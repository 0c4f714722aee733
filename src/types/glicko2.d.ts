/**
 * The parts of the `glicko2` package (mmai/glicko2js, MIT) that the race rating uses
 * (src/core/race/rating.ts); the package ships no types of its own.
 */
declare module "glicko2" {
  export interface Glicko2Settings {
    /** The system constant τ, which limits how fast a volatility changes. */
    tau?: number;
    /** A new player's rating, and the scale's centre. */
    rating?: number;
    /** A new player's rating deviation. */
    rd?: number;
    /** A new player's volatility. */
    vol?: number;
  }

  export interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }

  /** One game of the rating period: the first player's score against the second, 0 to 1. */
  export type Match = [Player, Player, number];

  export class Glicko2 {
    constructor(settings?: Glicko2Settings);
    /** A player of this system; falsy figures (0 among them) take the settings' defaults. */
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    /** Rates one period of these games: every player of this system is updated. */
    updateRatings(matches: Match[]): void;
  }
}
