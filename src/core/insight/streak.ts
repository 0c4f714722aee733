const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a moment, as YYYY-MM-DD. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export interface Streak {
  /** Consecutive UTC days with a test, up to the last of them; 0 when that was before yesterday. */
  days: number;
  /** The last day of the streak, YYYY-MM-DD; null when there is none. */
  lastDay: string | null;
}

/**
 * The typist's current streak: the run of consecutive UTC days with at least one test that
 * ends today or yesterday, as of `now`. Yesterday still counts, so a streak is not lost at
 * midnight before the day's test; a day with none in between ends it.
 */
export function currentStreak(testDays: Iterable<string>, now: number): Streak {
  const days = new Set(testDays);
  const today = utcDay(now);
  const yesterday = utcDay(now - DAY_MS);
  const lastDay = days.has(today) ? today : days.has(yesterday) ? yesterday : null;
  if (!lastDay) return { days: 0, lastDay: null };
  let count = 0;
  for (let day = Date.parse(lastDay); days.has(utcDay(day)); day -= DAY_MS) count++;
  return { days: count, lastDay };
}
