import { useLayoutEffect, useRef } from "react";
import {
  ACTIVITY_LEVELS,
  type ActivityCell,
  activityWeeks,
} from "../../../core/account/activity-calendar.ts";
import { dayCount, testCount } from "../../../core/account/profile-summary.ts";
import { SHADES, ShadeLegend, calendarDay } from "../../ui/CalendarShades.tsx";
import { Card } from "../../ui/Card.tsx";

const cellTitle = (cell: ActivityCell) =>
  `${calendarDay(cell.day, true)}: ${testCount(cell.tests)}`;

/** The year's days with a test or practice run, as squares shaded by how many (UTC days). */
export function ActivityCalendar({ activity }: { activity: { day: string; tests: number }[] }) {
  const weeks = activityWeeks(activity, new Date().toISOString().slice(0, 10));
  const active = weeks.flat().filter((cell) => cell.tests > 0).length;
  const scroller = useRef<HTMLDivElement>(null);
  // On a narrow screen the newest weeks, at the end, are the ones to see first.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollLeft = box.scrollWidth;
  }, []);
  return (
    <Card as="section" aria-labelledby="profile-activity" className="space-y-3 p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="profile-activity" className="text-lg font-semibold text-white">
          Activity
        </h2>
        <p data-testid="profile-active-days" className="text-sm text-gray-300">
          Tests on {dayCount(active)} in the last year
        </p>
      </div>
      <div
        ref={scroller}
        role="region"
        aria-label="Activity calendar, scrollable"
        tabIndex={0}
        className="overflow-x-auto pb-1"
      >
        <div
          role="img"
          aria-label={`The last 12 months: tests on ${dayCount(active)}.`}
          className="flex w-max gap-[3px]"
        >
          {weeks.map((week) => (
            <div key={week[0]!.day} className="flex flex-col gap-[3px]">
              {week.map((cell) => (
                <span
                  key={cell.day}
                  title={cellTitle(cell)}
                  data-level={cell.level}
                  className={`size-3 rounded-sm ${SHADES[cell.level]}`}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
      <ShadeLegend
        labels={[
          "No tests",
          `1–${ACTIVITY_LEVELS[0] - 1} tests`,
          `${ACTIVITY_LEVELS[0]}–${ACTIVITY_LEVELS[1] - 1} tests`,
          `${ACTIVITY_LEVELS[1]} or more`,
        ]}
      />
    </Card>
  );
}
