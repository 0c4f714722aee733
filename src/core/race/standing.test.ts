import { describe, expect, it } from "vitest";
import type { RacerView } from "./protocol.ts";
import { laneText, livePlaces, ordinal, progressPercent } from "./standing.ts";

const racer = (id: string, position: number, place: number | null = null): RacerView => ({
  id,
  name: id,
  guest: false,
  connected: true,
  position,
  wpm: 61.6,
  place,
  finished: place !== null,
  unplaced: null,
});

/** A finish the final check refused: no place, no speed, and why. */
const refused = (id: string, position: number): RacerView => ({
  ...racer(id, position),
  wpm: null,
  finished: true,
  unplaced: "text was pasted or inserted in large pieces",
});

describe("race standings", () => {
  it("says places as ordinals", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "101st",
      "111th",
    ]);
  });

  it("places finishers first, then the others by position, ties sharing a place", () => {
    const places = livePlaces([racer("a", 10), racer("b", 40, 1), racer("c", 20), racer("d", 20)]);
    expect(Object.fromEntries(places)).toEqual({ b: 1, c: 2, d: 2, a: 4 });
  });

  it("gives a refused finisher no place, ahead of whom the others still are", () => {
    const places = livePlaces([refused("e", 40), racer("a", 10), racer("b", 40, 1)]);
    expect(Object.fromEntries(places)).toEqual({ b: 1, a: 2 });
  });

  it("gives a lane's progress in whole percent, never past 100", () => {
    expect(progressPercent(45, 100)).toBe(45);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(5, 0)).toBe(0);
    expect(progressPercent(120, 100)).toBe(100);
  });

  it("describes a lane in words", () => {
    expect(laneText(racer("Alice", 45), 2, 45)).toBe("Alice, 2nd, 62 WPM, 45%");
    expect(laneText({ ...racer("Bob", 9, 1), connected: false }, 1, 100)).toBe(
      "Bob, 1st, 62 WPM, 100%, finished, disconnected",
    );
    expect(laneText(racer("Cleo", 0), null, 0)).toBe("Cleo, ready");
    expect(laneText(refused("Eve", 40), null, 100)).toBe(
      "Eve, no place: text was pasted or inserted in large pieces, 100%, finished",
    );
  });
});
