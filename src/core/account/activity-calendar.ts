const DAY_MS = 24 * 60 * 60 * 1000;

/** One square of a public profile's activity calendar: a day, its tests, and its shade. */
export interface ActivityCell {
  day: string;
  tests: number;
  /** 0 with no test; 1 for one or two; 2 up to nine; 3 for ten or more. */
  level: 0 | 1 | 2 | 3;
}

/** The fewest tests of a day shaded at levels 2 and 3. */
export const ACTIVITY_LEVELS = [3, 10] as const;

function levelOf(tests: number): ActivityCell["level"] {
  if (tests <= 0) return 0;
  return tests < ACTIVITY_LEVELS[0] ? 1 : tests < ACTIVITY_LEVELS[1] ? 2 : 3;
}

const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The last `weeks` weeks up to `today` (YYYY-MM-DD, UTC) as columns of seven days, Monday
 * first: the first column starts on the Monday `weeks - 1` weeks before this one, and the last
 * stops at today. Days outside them are left out.
 */
export function activityWeeks(
  days: readonly { day: string; tests: number }[],
  today: string,
  weeks = 53,
): ActivityCell[][] {
  const byDay = new Map(days.map((day) => [day.day, day.tests]));
  const end = Date.parse(`${today}T00:00:00Z`);
  // getUTCDay: Sunday 0; days since Monday.
  const sinceMonday = (new Date(end).getUTCDay() + 6) % 7;
  const start = end - (sinceMonday + 7 * (weeks - 1)) * DAY_MS;
  const columns: ActivityCell[][] = [];
  for (let at = start; at <= end; at += DAY_MS) {
    const day = dayAt(at);
    const tests = byDay.get(day) ?? 0;
    const column = Math.floor((at - start) / (7 * DAY_MS));
    (columns[column] ??= []).push({ day, tests, level: levelOf(tests) });
  }
  return columns;
}
