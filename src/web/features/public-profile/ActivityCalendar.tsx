import { useLayoutEffect, useRef } from "react";
import {
  ACTIVITY_LEVELS,
  type ActivityCell,
  activityWeeks,
} from "../../../core/account/activity-calendar.ts";
import { dayCount, testCount } from "../../../core/account/profile-summary.ts";
import { Card } from "../../ui/Card.tsx";

/** Each level's square: none, then the theme's accent ever stronger (as the lessons' calendar). */
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
    year: "numeric",
    timeZone: "UTC",
  });

const cellTitle = (cell: ActivityCell) => `${dateOf(cell.day)}: ${testCount(cell.tests)}`;

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
                  className={`size-3 rounded-sm ${LEVELS[cell.level]}`}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
      <ul
        aria-label="Shading"
        className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-300"
      >
        {(
          [
            [0, "No tests"],
            [1, `1–${ACTIVITY_LEVELS[0] - 1} tests`],
            [2, `${ACTIVITY_LEVELS[0]}–${ACTIVITY_LEVELS[1] - 1} tests`],
            [3, `${ACTIVITY_LEVELS[1]} or more`],
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
