import { describe, expect, it } from "vitest";
import { type OpenRoom, fits, matchWindow, pickMove, pickRoom } from "./ranked-match.ts";

const room = (code: string, ratings: number[], since = 0): OpenRoom => ({ code, ratings, since });

describe("ranked matching", () => {
  it("widens the window by 50 every 5 seconds from ±100", () => {
    expect(matchWindow(0)).toBe(100);
    expect(matchWindow(4999)).toBe(100);
    expect(matchWindow(5000)).toBe(150);
    expect(matchWindow(60_000)).toBe(700);
  });

  it("fits a typist to a room when every racer is within the window of the longer wait", () => {
    const waiting = room("AAAAAA", [1500, 1580], 0);
    expect(fits(1601, 0, waiting, 0)).toBe(false);
    expect(fits(1580, 0, waiting, 0)).toBe(true);
    // The room has waited 5 s: the window is ±150 for anyone who arrives now.
    expect(fits(1650, 5000, waiting, 5000)).toBe(true);
    expect(fits(1651, 5000, waiting, 5000)).toBe(false);
  });

  it("picks the fullest room that fits, then the closest, then the oldest", () => {
    const rooms = [
      room("CLOSE1", [1510], 0),
      room("FULLER", [1420, 1450], 0),
      room("AWAYYY", [1800, 1810], 0),
    ];
    expect(pickRoom(1500, 0, rooms, 0)?.code).toBe("FULLER");
    expect(pickRoom(1500, 0, rooms.slice(0, 1), 0)?.code).toBe("CLOSE1");
    expect(
      pickRoom(1500, 0, [room("LATER2", [1500], 10), room("EARLY1", [1500], 5)], 10)?.code,
    ).toBe("EARLY1");
    expect(pickRoom(1650, 0, rooms, 0)).toBeNull();
    expect(pickRoom(1500, 0, [room("EMPTY1", [])], 0)).toBeNull();
  });

  it("moves only the later of two lone typists, once the window has grown to take them", () => {
    const early = room("EARLY1", [1500], 0);
    const late = room("LATER2", [1750], 1000);
    expect(pickMove(late, [early, late], 1000)).toBeNull();
    expect(pickMove(late, [early, late], 15_000)?.code).toBe("EARLY1");
    expect(pickMove(early, [early, late], 15_000)).toBeNull();
    // Opened at the same moment: the code decides.
    expect(pickMove(room("BBBBBB", [1500]), [room("AAAAAA", [1500])], 0)?.code).toBe("AAAAAA");
    expect(pickMove(room("AAAAAA", [1500]), [room("BBBBBB", [1500])], 0)).toBeNull();
  });

  it("moves a lone typist to a fuller room that opened after theirs, but never a racer of a fuller one", () => {
    const lone = room("LONELY", [1500], 0);
    const pair = room("PAIRED", [1480, 1530], 3000);
    expect(pickMove(lone, [pair], 3000)?.code).toBe("PAIRED");
    expect(pickMove(pair, [lone], 3000)).toBeNull();
  });
});
