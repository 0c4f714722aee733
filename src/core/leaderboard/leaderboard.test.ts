import { describe, expect, it } from "vitest";
import { DEFAULT_BOARD } from "./boards.ts";
import { leaderboardSearch, parseLeaderboardView, rankFor } from "./leaderboard.ts";

describe("ranks", () => {
  it("numbers ranks across pages of 100", () => {
    expect(rankFor(0, 0)).toBe(1);
    expect(rankFor(0, 99)).toBe(100);
    expect(rankFor(2, 4)).toBe(205);
  });
});

describe("the view in the address bar", () => {
  it("reads valid filters and page", () => {
    expect(parseLeaderboardView(new URLSearchParams("duration=60&difficulty=hard&page=3"))).toEqual(
      {
        board: DEFAULT_BOARD,
        duration: 60,
        difficulty: "hard",
        period: "all",
        following: false,
        page: 3,
      },
    );
  });

  it.each([
    [
      "duration=900",
      {
        board: DEFAULT_BOARD,
        duration: "all",
        difficulty: "all",
        period: "all",
        following: false,
        page: 1,
      },
    ],
    [
      "duration=abc&difficulty=HARD&page=0",
      {
        board: DEFAULT_BOARD,
        duration: "all",
        difficulty: "all",
        period: "all",
        following: false,
        page: 1,
      },
    ],
    [
      "page=2.5&difficulty=",
      {
        board: DEFAULT_BOARD,
        duration: "all",
        difficulty: "all",
        period: "all",
        following: false,
        page: 1,
      },
    ],
    [
      "page=-4&duration=30",
      {
        board: DEFAULT_BOARD,
        duration: 30,
        difficulty: "all",
        period: "all",
        following: false,
        page: 1,
      },
    ],
  ])("falls back to all and page 1 for %s", (query, view) => {
    expect(parseLeaderboardView(new URLSearchParams(query))).toEqual(view);
  });

  it("reads every timed duration, 10 minutes included", () => {
    const duration = (n: string) =>
      parseLeaderboardView(new URLSearchParams(`duration=${n}`)).duration;
    expect([30, 60, 120, 180, 300, 600].map((n) => duration(String(n)))).toEqual([
      30, 60, 120, 180, 300, 600,
    ]);
  });

  it("reads the period, all time unless it is the day or the week", () => {
    const period = (query: string) => parseLeaderboardView(new URLSearchParams(query)).period;
    expect([
      period("period=day"),
      period("period=week"),
      period(""),
      period("period=month"),
    ]).toEqual(["day", "week", "all", "all"]);
  });

  it("reads the Following view only from following=true", () => {
    const following = (query: string) => parseLeaderboardView(new URLSearchParams(query)).following;
    expect([
      following("following=true"),
      following(""),
      following("following=1"),
      following("following=TRUE"),
    ]).toEqual([true, false, false, false]);
  });

  it("reads pages 1 to 100,000", () => {
    const page = (n: string) => parseLeaderboardView(new URLSearchParams(`page=${n}`)).page;
    expect(page("1")).toBe(1);
    expect(page("2")).toBe(2);
    expect(page("100000")).toBe(100_000);
    expect(page("100001")).toBe(1);
  });

  it("writes only what differs from the defaults, and reads it back", () => {
    expect(
      leaderboardSearch({
        board: DEFAULT_BOARD,
        duration: "all",
        difficulty: "all",
        period: "all",
        following: false,
        page: 1,
      }),
    ).toBe("");
    const view = {
      board: DEFAULT_BOARD,
      duration: 120 as const,
      difficulty: "easy" as const,
      period: "week" as const,
      following: true,
      page: 2,
    };
    const search = leaderboardSearch(view);
    expect(search).toBe("?duration=120&difficulty=easy&period=week&following=true&page=2");
    expect(parseLeaderboardView(new URLSearchParams(search))).toEqual(view);
  });

  it("keeps the board of the text in the address", () => {
    const view = {
      board: { text: "words", language: "fr", punctuation: true, numbers: false } as const,
      duration: "all" as const,
      difficulty: "all" as const,
      period: "all" as const,
      following: false,
      page: 1,
    };
    const search = leaderboardSearch(view);
    expect(search).toBe("?text=words&language=fr&punctuation=true");
    expect(parseLeaderboardView(new URLSearchParams(search))).toEqual(view);
    expect(parseLeaderboardView(new URLSearchParams("text=zen")).board).toEqual(DEFAULT_BOARD);
  });
});
