import { dayCount, formatTimeTyped } from "../../../core/account/profile-summary.ts";
import type { PracticeCalendar } from "../../../core/lessons/practice-calendar.ts";
import { Card } from "../../ui/Card.tsx";
import { type CalendarCell, LEVEL_MINUTES, calendarWeeks } from "./calendar-weeks.ts";

/** Each level's square: none, then the theme's accent ever stronger. */
const LEVELS = [
  "border border-gray-700 bg-gray-900",
  "bg-amber-400/30",
  "bg-amber-400/60",
  "bg-amber-400",
] as const;

const dateOf = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

const cellTitle = (cell: CalendarCell) =>
  cell.lessons === 0
    ? `${dateOf(cell.day)}: no lessons`
    : `${dateOf(cell.day)}: ${cell.lessons} ${cell.lessons === 1 ? "lesson" : "lessons"}, ${formatTimeTyped(cell.ms / 1000)}`;

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
                className={`size-3.5 rounded-sm sm:size-4 ${LEVELS[cell.level]}`}
              />
            ))}
          </div>
        ))}
      </div>
      <ul
        aria-label="Shading"
        className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-300"
      >
        {(
          [
            [0, "No lessons"],
            [1, `Under ${LEVEL_MINUTES[0]} min`],
            [2, `Under ${LEVEL_MINUTES[1]} min`],
            [3, `${LEVEL_MINUTES[1]} min or more`],
          ] as const
        ).map(([level, label]) => (
          <li key={level} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-3 rounded-sm ${LEVELS[level]}`} />
            {label}
          </li>
        ))}
      </ul>
    </Card>
  );
}
