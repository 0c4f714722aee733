import { useMemo } from "react";
import type { LessonRecord } from "../../../core/lessons/lesson-progress.ts";
import { practiceCalendar } from "../../../core/lessons/practice-calendar.ts";
import { PracticeCalendarView } from "./PracticeCalendarView.tsx";

/** The typist's own days: minutes east of UTC, as the calendar counts them. */
const zoneOffset = () => -new Date().getTimezoneOffset();

/** The practice calendar of these lessons, in the typist's days up to `now`. */
export function LessonCalendar({
  lessons,
  now,
}: {
  lessons: readonly LessonRecord[];
  /** The time the calendar counts its days and streak to. */
  now: number;
}) {
  const calendar = useMemo(() => practiceCalendar(lessons, now, zoneOffset()), [lessons, now]);
  const today = new Date(now + zoneOffset() * 60_000).toISOString().slice(0, 10);
  return <PracticeCalendarView calendar={calendar} today={today} />;
}
