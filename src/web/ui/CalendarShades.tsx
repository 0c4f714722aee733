import type { ShadeLevel } from "../../core/calendar/week-grid.ts";

/** Each shade's square: none, then the theme's accent ever stronger. */
export const SHADES = [
  "border border-gray-700 bg-gray-900",
  "bg-amber-400/30",
  "bg-amber-400/60",
  "bg-amber-400",
] as const satisfies Record<ShadeLevel, string>;

/** A calendar square's day for its tooltip, for example "Nov 25" or "Nov 25, 2026". */
export function calendarDay(day: string, withYear = false): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    ...(withYear && { year: "numeric" }),
    timeZone: "UTC",
  });
}

/** What each shade means, from none to the strongest. */
export function ShadeLegend({ labels }: { labels: readonly [string, string, string, string] }) {
  return (
    <ul
      aria-label="Shading"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-300"
    >
      {labels.map((label, level) => (
        <li key={level} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`size-3 rounded-sm ${SHADES[level as ShadeLevel]}`} />
          {label}
        </li>
      ))}
    </ul>
  );
}
