/**
 * The leaderboard's periods (issue 36): all time, or the board of the current UTC day (from
 * 00:00 UTC) or ISO week (from Monday 00:00 UTC). The server's clock says which day or week is
 * current; the triggers in db/repeatable/leaderboard.sql key each result by the same starts.
 */
export const LEADERBOARD_PERIODS = ["all", "day", "week"] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
/** A period that resets, as opposed to all time. */
export type ResettingPeriod = Exclude<LeaderboardPeriod, "all">;

const DAY_MS = 86_400_000;

/** The UTC date ('YYYY-MM-DD') on which the day or week holding the instant begins. */
export function periodStart(period: ResettingPeriod, at: number): string {
  const day = Math.floor(at / DAY_MS);
  // Day 0, 1 January 1970, was a Thursday: three days after a Monday.
  const start = period === "day" ? day : day - ((((day + 3) % 7) + 7) % 7);
  return new Date(start * DAY_MS).toISOString().slice(0, 10);
}

/** The start of the day or week before the one holding the instant. */
export function previousPeriodStart(period: ResettingPeriod, at: number): string {
  const current = Date.parse(periodStart(period, at));
  return periodStart(period, current - 1);
}
