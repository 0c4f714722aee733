import { describe, expect, it } from "vitest";
import { ghostLabel, ghostName, ghostVerdict } from "./ghost-verdict.ts";

const NAME = "your run of Nov 12";

describe("ghostName", () => {
  const now = Date.parse("2026-11-30T12:00:00Z");

  it("names the run by its day", () => {
    expect(ghostName("2026-11-12T18:30:00Z", now, "UTC")).toBe("your run of Nov 12");
  });

  it("adds the year of a run from another year", () => {
    expect(ghostName("2025-11-12T18:30:00Z", now, "UTC")).toBe("your run of Nov 12, 2025");
  });

  it("takes the day in the time zone given", () => {
    expect(ghostName("2026-11-12T23:30:00Z", now, "Asia/Tokyo")).toBe("your run of Nov 13");
    expect(ghostName("2026-01-01T02:00:00Z", now, "America/New_York")).toBe(
      "your run of Dec 31, 2025",
    );
  });
});

describe("ghostLabel", () => {
  it("says the run and its speed in whole WPM", () => {
    expect(ghostLabel(NAME, 55)).toBe("Your run of Nov 12 (55 WPM)");
    expect(ghostLabel(NAME, 54.6)).toBe("Your run of Nov 12 (55 WPM)");
  });
});

describe("ghostVerdict", () => {
  const done = (ms: number, wpm = 60) => ({ wpm, ms, finished: true });
  const stopped = (wpm: number, ms = 60_000) => ({ wpm, ms, finished: false });

  it("gives a race to the end to the first there, by the time between them", () => {
    expect(ghostVerdict(done(20_000), done(22_340), NAME)).toEqual({
      winner: "you",
      text: "You beat your run of Nov 12 by 2.3 s",
    });
    expect(ghostVerdict(done(24_000), done(21_700), NAME)).toEqual({
      winner: "ghost",
      text: "Your run of Nov 12 was 2.3 s ahead",
    });
    expect(ghostVerdict(done(21_000), done(24_000), NAME).text).toBe(
      "You beat your run of Nov 12 by 3 s",
    );
  });

  it("ends the race to the end in a tie within a twentieth of a second", () => {
    expect(ghostVerdict(done(20_000, 70), done(20_040, 65), NAME)).toEqual({
      winner: "tie",
      text: "You tied your run of Nov 12",
    });
  });

  it("compares speeds when either did not reach the end", () => {
    expect(ghostVerdict(stopped(64), stopped(60), NAME)).toEqual({
      winner: "you",
      text: "You beat your run of Nov 12 by 4 WPM",
    });
    expect(ghostVerdict(stopped(52.4), stopped(54.7), NAME)).toEqual({
      winner: "ghost",
      text: "Your run of Nov 12 was 2.3 WPM faster",
    });
    // The live run reached the end and the ghost did not, yet it was slower: speed decides.
    expect(ghostVerdict(done(30_000, 50), stopped(58), NAME).winner).toBe("ghost");
    expect(ghostVerdict(stopped(58), done(30_000, 50), NAME).winner).toBe("you");
  });

  it("ties at the same speed", () => {
    expect(ghostVerdict(stopped(55), stopped(55), NAME)).toEqual({
      winner: "tie",
      text: "You tied your run of Nov 12 at 55 WPM",
    });
  });
});
