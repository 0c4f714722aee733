import { describe, expect, it } from "vitest";
import { NEW_RATING, ratePeriod, rateRace, type Rating } from "./rating.ts";

const rated = (rating: number, rd: number): Rating => ({ rating, rd, volatility: 0.06 });

describe("the Glicko-2 rating", () => {
  // Glickman, "Example of the Glicko-2 system" (glicko.net/glicko/glicko2.pdf), with τ = 0.5:
  // a player rated 1500 (RD 200) beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700
  // (RD 300) in one rating period.
  const player = rated(1500, 200);
  const expectPublishedAnswer = (after: Rating | undefined) => {
    expect(after!.rating).toBeCloseTo(1464.06, 1);
    expect(after!.rd).toBeCloseTo(151.52, 2);
    expect(after!.volatility).toBeCloseTo(0.05999, 4);
  };

  it("gives the published example's answer for one period of games", () => {
    expectPublishedAnswer(
      ratePeriod(player, [
        { opponent: rated(1400, 30), score: 1 },
        { opponent: rated(1550, 100), score: 0 },
        { opponent: rated(1700, 300), score: 0 },
      ]),
    );
  });

  it("gives it too for a race whose places make the same three games", () => {
    // Behind the 1700 and the 1550, ahead of the 1400: the racer's games are the example's.
    const after = rateRace([
      { id: "player", rating: player, place: 3 },
      { id: "a", rating: rated(1400, 30), place: 4 },
      { id: "b", rating: rated(1550, 100), place: 2 },
      { id: "c", rating: rated(1700, 300), place: 1 },
    ]);
    expectPublishedAnswer(after?.get("player"));
  });

  it("moves two new typists apart by the same amount, the winner up", () => {
    const after = rateRace([
      { id: "winner", rating: NEW_RATING, place: 1 },
      { id: "loser", rating: NEW_RATING, place: 2 },
    ])!;
    const winner = after.get("winner")!;
    const loser = after.get("loser")!;
    expect(winner.rating).toBeGreaterThan(1500);
    expect(winner.rating - 1500).toBeCloseTo(1500 - loser.rating, 6);
    // One race tells a lot about a typist nothing was known of: both grow more certain.
    expect(winner.rd).toBeLessThan(NEW_RATING.rd);
    expect(loser.rd).toBeCloseTo(winner.rd, 6);
  });

  it("rates a racer without a place as losing to the placed ones", () => {
    const after = rateRace([
      { id: "left", rating: NEW_RATING, place: null },
      { id: "finished", rating: NEW_RATING, place: 1 },
    ])!;
    expect(after.get("left")!.rating).toBeLessThan(1500);
    expect(after.get("finished")!.rating).toBeGreaterThan(1500);
  });

  it("leaves a race unrated when no one earned a place, or one typist raced alone", () => {
    expect(
      rateRace([
        { id: "a", rating: NEW_RATING, place: null },
        { id: "b", rating: NEW_RATING, place: null },
      ]),
    ).toBeNull();
    expect(rateRace([{ id: "a", rating: NEW_RATING, place: 1 }])).toBeNull();
  });
});
