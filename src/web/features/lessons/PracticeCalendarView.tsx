import { dayCount, formatTimeTyped } from "../../../core/account/profile-summary.ts";
import type { PracticeCalendar } from "../../../core/lessons/practice-calendar.ts";
import { SHADES, ShadeLegend, calendarDay } from "../../ui/CalendarShades.tsx";
import { Card } from "../../ui/Card.tsx";
import { type CalendarCell, LEVEL_MINUTES, calendarWeeks } from "./calendar-weeks.ts";

const cellTitle = (cell: CalendarCell) =>
  cell.lessons === 0
    ? `${calendarDay(cell.day)}: no lessons`
    : `${calendarDay(cell.day)}: ${cell.lessons} ${cell.lessons === 1 ? "lesson" : "lessons"}, ${formatTimeTyped(cell.ms / 1000)}`;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-gray-300">{label}</dt>
      <dd className="text-xl font-bold text-white tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The days the typist practised (issue 35): the days, the time typed and the streak, then the
 * last twelve weeks as squares shaded by the time typed each day, with a legend.
 */
export function PracticeCalendarView({
  calendar,
  today,
}: {
  calendar: PracticeCalendar;
  /** YYYY-MM-DD in the typist's time zone. */
  today: string;
}) {
  const weeks = calendarWeeks(calendar.days, today);
  const recent = weeks.flat().filter((cell) => cell.lessons > 0).length;
  return (
    <Card className="space-y-4 p-4 sm:p-5" data-testid="practice-calendar">
      <h3 className="font-semibold text-white">Practice calendar</h3>
      <dl className="grid grid-cols-3 gap-3">
        <Figure label="Days practised" value={calendar.days.length.toLocaleString("en-US")} />
        <Figure label="Time typed" value={formatTimeTyped(calendar.totalMs / 1000)} />
        <Figure label="Streak" value={dayCount(calendar.streak.days)} />
      </dl>
      <div
        role="img"
        aria-label={`The last 12 weeks: lessons on ${dayCount(recent)}.`}
        className="flex gap-1 overflow-x-auto pb-1"
      >
        <div className="mr-1 flex flex-col gap-1 text-[0.65rem] leading-none text-gray-300">
          {["Mon", "", "Wed", "", "Fri", "", ""].map((day, i) => (
            <span key={i} className="flex h-3.5 items-center sm:h-4">
              {day}
            </span>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week[0]!.day} className="flex flex-col gap-1">
            {week.map((cell) => (
              <span
                key={cell.day}
                title={cellTitle(cell)}
                data-level={cell.level}
                className={`size-3.5 rounded-sm sm:size-4 ${SHADES[cell.level]}`}
              />
            ))}
          </div>
        ))}
      </div>
      <ShadeLegend
        labels={[
          "No lessons",
          `Under ${LEVEL_MINUTES[0]} min`,
          `Under ${LEVEL_MINUTES[1]} min`,
          `${LEVEL_MINUTES[1]} min or more`,
        ]}
      />
    </Card>
  );
}
