import { type Streak, currentStreak, utcDay } from "../insight/streak.ts";

const MS_PER_MINUTE = 60_000;

/** One day the typist practised: how many lessons, and how long they typed. */
export interface PracticeDay {
  /** YYYY-MM-DD, in the typist's time zone. */
  day: string;
  lessons: number;
  ms: number;
}

/** What a practice calendar shows: the days, the time typed in all, and the streak. */
export interface PracticeCalendar {
  /** The days with practice, earliest first. */
  days: PracticeDay[];
  totalMs: number;
  /** The run of days with practice up to today or yesterday (streak.ts). */
  streak: Streak;
}

/**
 * The typist's practice by day, for a calendar: each day with lessons, their count and the time
 * typed, the total, and the current streak. Days run in the typist's time zone, `offsetMinutes`
 * east of UTC (a browser's -new Date().getTimezoneOffset()), so that a lesson at 00:30 in Paris
 * counts on the day the typist lived it; 0 gives UTC days.
 */
export function practiceCalendar(
  records: readonly { at: number; ms: number }[],
  now: number,
  offsetMinutes = 0,
): PracticeCalendar {
  const shift = offsetMinutes * MS_PER_MINUTE;
  const byDay = new Map<string, PracticeDay>();
  for (const { at, ms } of records) {
    const day = utcDay(at + shift);
    const entry = byDay.get(day) ?? { day, lessons: 0, ms: 0 };
    byDay.set(day, { day, lessons: entry.lessons + 1, ms: entry.ms + ms });
  }
  // YYYY-MM-DD sorts as text in the order of the days.
  const days = [...byDay.keys()].sort().map((day) => byDay.get(day)!);
  return {
    days,
    totalMs: days.reduce((sum, day) => sum + day.ms, 0),
    streak: currentStreak(byDay.keys(), now + shift),
  };
}
