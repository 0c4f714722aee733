import type { PracticeDay } from "../../../core/lessons/practice-calendar.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** One square of the calendar: a day, its practice, and how strongly it is shaded. */
export interface CalendarCell {
  day: string;
  lessons: number;
  ms: number;
  /** 0 with no practice; 1 under two minutes typed; 2 under ten; 3 ten minutes or more. */
  level: 0 | 1 | 2 | 3;
}

/** Shading by time typed: a lesson or two, a short session, a long one. */
export const LEVEL_MINUTES = [2, 10] as const;

function levelOf(ms: number): CalendarCell["level"] {
  if (ms <= 0) return 0;
  const minutes = ms / 60_000;
  return minutes < LEVEL_MINUTES[0] ? 1 : minutes < LEVEL_MINUTES[1] ? 2 : 3;
}

const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The last `weeks` weeks up to `today` (YYYY-MM-DD) as columns of seven days, Monday first, as a
 * practice calendar draws them: the first column starts on the Monday `weeks - 1` weeks before
 * this one, and the last stops at today.
 */
export function calendarWeeks(
  days: readonly PracticeDay[],
  today: string,
  weeks = 12,
): CalendarCell[][] {
  const byDay = new Map(days.map((day) => [day.day, day]));
  const end = Date.parse(`${today}T00:00:00Z`);
  // getUTCDay: Sunday 0; days since Monday.
  const sinceMonday = (new Date(end).getUTCDay() + 6) % 7;
  const start = end - (sinceMonday + 7 * (weeks - 1)) * DAY_MS;
  const columns: CalendarCell[][] = [];
  for (let at = start; at <= end; at += DAY_MS) {
    const day = dayAt(at);
    const practised = byDay.get(day);
    const cell: CalendarCell = {
      day,
      lessons: practised?.lessons ?? 0,
      ms: practised?.ms ?? 0,
      level: levelOf(practised?.ms ?? 0),
    };
    const column = Math.floor((at - start) / (7 * DAY_MS));
    (columns[column] ??= []).push(cell);
  }
  return columns;
}
