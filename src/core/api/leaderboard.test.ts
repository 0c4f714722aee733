import { describe, expect, it } from "vitest";
import { leaderboardQuerySchema, leaderboardStatsQuerySchema } from "./leaderboard.ts";

describe("the leaderboard's query", () => {
  it("shows every duration and difficulty from page 1 unless asked otherwise", () => {
    expect(leaderboardQuerySchema.parse({})).toEqual({
      duration: "all",
      difficulty: "all",
      page: 1,
    });
    expect(leaderboardStatsQuerySchema.parse({})).toEqual({ duration: "all", difficulty: "all" });
  });

  it("reads a duration as its seconds", () => {
    expect(leaderboardQuerySchema.parse({ duration: "60", page: "3" })).toMatchObject({
      duration: 60,
      page: 3,
    });
    expect(leaderboardStatsQuerySchema.parse({ duration: "all" }).duration).toBe("all");
  });

  it("refuses a duration no test has", () => {
    expect(leaderboardQuerySchema.safeParse({ duration: "45" }).success).toBe(false);
  });
});
