import { describe, expect, it } from "vitest";
import {
  leaderboardQuerySchema,
  leaderboardStatsQuerySchema,
  leaderboardWinnersQuerySchema,
} from "./leaderboard.ts";

describe("the leaderboard's query", () => {
  it("shows every duration and difficulty of all time from page 1 unless asked otherwise", () => {
    const board = { text: "passages", punctuation: false, numbers: false };
    expect(leaderboardQuerySchema.parse({})).toEqual({
      ...board,
      duration: "all",
      difficulty: "all",
      period: "all",
      page: 1,
    });
    expect(leaderboardStatsQuerySchema.parse({})).toEqual({
      ...board,
      duration: "all",
      difficulty: "all",
      period: "all",
    });
  });

  it("reads the day's and the week's boards, and asks the winners of one of them", () => {
    expect(leaderboardQuerySchema.parse({ period: "day" }).period).toBe("day");
    expect(leaderboardStatsQuerySchema.parse({ period: "week" }).period).toBe("week");
    expect(leaderboardStatsQuerySchema.safeParse({ period: "month" }).success).toBe(false);
    expect(leaderboardWinnersQuerySchema.parse({ period: "week" }).period).toBe("week");
    expect(leaderboardWinnersQuerySchema.safeParse({ period: "all" }).success).toBe(false);
    expect(leaderboardWinnersQuerySchema.safeParse({}).success).toBe(false);
  });

  it("reads a duration as its seconds", () => {
    expect(leaderboardQuerySchema.parse({ duration: "60", page: "3" })).toMatchObject({
      duration: 60,
      page: 3,
    });
    expect(leaderboardStatsQuerySchema.parse({ duration: "all" }).duration).toBe("all");
  });

  it("reads a board's text, language and toggles", () => {
    expect(
      leaderboardQuerySchema.parse({ text: "words", language: "de", punctuation: "true" }),
    ).toMatchObject({ text: "words", language: "de", punctuation: true, numbers: false });
  });

  it.each([
    [{ text: "quotes", punctuation: "true" }, "toggles of common words"],
    [{ text: "words", language: "klingon" }, "Unknown language"],
    [{ text: "passages", language: "it" }, "no passages board in 'it'"],
    [{ text: "code", language: "fr" }, "no code board in 'fr'"],
  ])("refuses a board that does not exist: %o", (query, message) => {
    const parsed = leaderboardStatsQuerySchema.safeParse(query);
    expect(parsed.error?.issues[0]?.message).toContain(message);
    expect(leaderboardQuerySchema.safeParse(query).success).toBe(false);
  });

  it("refuses a text that does not rank and a toggle that is not a boolean", () => {
    expect(leaderboardQuerySchema.safeParse({ text: "zen" }).success).toBe(false);
    expect(leaderboardQuerySchema.safeParse({ text: "words", numbers: "1" }).success).toBe(false);
  });

  it("refuses a duration no test has", () => {
    expect(leaderboardQuerySchema.safeParse({ duration: "45" }).success).toBe(false);
  });
});
