import { type ShadeLevel, shadeLevel, weekGrid } from "../calendar/week-grid.ts";

/** One square of a public profile's activity calendar: a day, its tests, and its shade. */
export interface ActivityCell {
  day: string;
  tests: number;
  /** 0 with no test; 1 for one or two; 2 up to nine; 3 for ten or more. */
  level: ShadeLevel;
}

/** The fewest tests of a day shaded at levels 2 and 3. */
export const ACTIVITY_LEVELS = [3, 10] as const;

/** The last `weeks` weeks up to `today` (UTC) as the profile draws them; see `weekGrid`. */
export function activityWeeks(
  days: readonly { day: string; tests: number }[],
  today: string,
  weeks = 53,
): ActivityCell[][] {
  const byDay = new Map(days.map((day) => [day.day, day.tests]));
  return weekGrid(today, weeks, (day) => {
    const tests = byDay.get(day) ?? 0;
    return { day, tests, level: shadeLevel(tests, ACTIVITY_LEVELS) };
  });
}
