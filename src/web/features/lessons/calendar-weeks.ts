import { type ShadeLevel, shadeLevel, weekGrid } from "../../../core/calendar/week-grid.ts";
import type { PracticeDay } from "../../../core/lessons/practice-calendar.ts";

/** One square of the calendar: a day, its practice, and how strongly it is shaded. */
export interface CalendarCell {
  day: string;
  lessons: number;
  ms: number;
  /** 0 with no practice; 1 under two minutes typed; 2 under ten; 3 ten minutes or more. */
  level: ShadeLevel;
}

/** Shading by time typed: a lesson or two, a short session, a long one. */
export const LEVEL_MINUTES = [2, 10] as const;

/** The last `weeks` weeks up to `today` as the practice calendar draws them; see `weekGrid`. */
export function calendarWeeks(
  days: readonly PracticeDay[],
  today: string,
  weeks = 12,
): CalendarCell[][] {
  const byDay = new Map(days.map((day) => [day.day, day]));
  return weekGrid(today, weeks, (day) => {
    const lessons = byDay.get(day)?.lessons ?? 0;
    const ms = byDay.get(day)?.ms ?? 0;
    return { day, lessons, ms, level: shadeLevel(ms / 60_000, LEVEL_MINUTES) };
  });
}
