import { describe, expect, it } from "vitest";
import { isRatedRace, raceGames } from "./race-games.ts";

describe("a race's games", () => {
  it("makes each pair of racers one game, won by the better place", () => {
    expect(
      raceGames([
        { id: "b", place: 2 },
        { id: "a", place: 1 },
        { id: "c", place: 3 },
      ]),
    ).toEqual([
      { first: "b", second: "a", score: 0 },
      { first: "b", second: "c", score: 1 },
      { first: "a", second: "c", score: 1 },
    ]);
  });

  it("puts racers without a place below every placed one, and draws them with each other", () => {
    expect(
      raceGames([
        { id: "flagged", place: null },
        { id: "first", place: 1 },
        { id: "left", place: null },
      ]),
    ).toEqual([
      { first: "flagged", second: "first", score: 0 },
      { first: "flagged", second: "left", score: 0.5 },
      { first: "first", second: "left", score: 1 },
    ]);
  });

  it("gives five racers ten games, four for each", () => {
    const racers = [1, 2, 3, 4, 5].map((place) => ({ id: `r${place}`, place }));
    const games = raceGames(racers);
    expect(games).toHaveLength(10);
    for (const { id } of racers) {
      expect(games.filter((game) => game.first === id || game.second === id)).toHaveLength(4);
    }
  });

  it("rates a race of two or more racers of whom one at least was placed", () => {
    expect(
      isRatedRace([
        { id: "a", place: 1 },
        { id: "b", place: null },
      ]),
    ).toBe(true);
    expect(
      isRatedRace([
        { id: "a", place: null },
        { id: "b", place: null },
      ]),
    ).toBe(false);
    expect(isRatedRace([{ id: "a", place: 1 }])).toBe(false);
  });
});
