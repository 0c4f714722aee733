import { type KeyboardEvent, useRef, useState } from "react";
import { testCount } from "../../../core/account/profile-summary.ts";
import type uPlot from "uplot";
import {
  type ChartPoint,
  type ResultLike,
  progressPoints,
  progressReadout,
} from "../../../core/account/profile-stats.ts";
import { AMBER_LINE, AXIS, themed } from "../../lib/chart/chart-theme.ts";
import type { UPlotClass } from "../../lib/chart/load-uplot.ts";
import { type ChartSpec, useChart } from "../../lib/chart/use-chart.ts";
import { ChartUnavailable } from "../../ui/ChartUnavailable.tsx";
import { ProgressTable } from "./ProgressTable.tsx";

const HEIGHT = 300;
/** Room on the right for the last date label, which is centred on the last point. */
const PADDING: uPlot.Padding = [16, 32, 0, 0];

function shortDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString("en-US", { month: "short", day: "numeric" });
}

function shortTime(seconds: number): string {
  return new Date(seconds * 1000).toLocaleTimeString("en-US", {
    hour: "numeric",
    minute: "2-digit",
  });
}

function chartSpec(
  UPlot: UPlotClass,
  points: ChartPoint[],
  onCursor: (index: number | null) => void,
  onChart: (chart: uPlot | null) => void,
): ChartSpec {
  const xs = points.map((_, i) => i);
  const ys = points.map((p) => p.wpm);
  const top = Math.max(10, ...ys);
  // Labelled by date; when every test was on one day, the time tells them apart.
  const oneDay = new Set(points.map((p) => shortDate(p.time))).size === 1;
  const label = oneDay ? shortTime : shortDate;
  const spline = UPlot.paths.spline?.();
  return {
    options: {
      legend: { show: false },
      padding: PADDING,
      cursor: { show: true, y: false, points: { size: 8 } },
      scales: {
        // Half a step either side, so a single test is drawn in the middle, not on an edge.
        x: { time: false, range: () => [-0.5, Math.max(0.5, points.length - 0.5)] },
        y: { range: () => [0, Math.ceil(top * 1.15)] },
      },
      axes: [
        {
          ...AXIS,
          incrs: [1, 2, 5, 10],
          // Room for a time such as '10:14 AM' between labels, so they never run together.
          space: 72,
          values: (_u, splits) =>
            splits.map((i) => {
              const point = points[Math.round(i)];
              return Number.isInteger(i) && point ? label(point.time) : "";
            }),
        },
        { ...AXIS, label: "WPM", labelFont: "12px sans-serif" },
      ],
      series: [
        {},
        {
          label: "WPM",
          ...AMBER_LINE,
          points: { show: true, size: 6, fill: themed("var(--color-amber-400)") },
          ...(spline ? { paths: spline } : {}),
        },
      ],
      hooks: {
        ready: [(u) => onChart(u)],
        destroy: [() => onChart(null)],
        setCursor: [
          (u) =>
            onCursor(u.cursor.left != null && u.cursor.left >= 0 ? (u.cursor.idx ?? null) : null),
        ],
      },
    },
    data: [xs, ys],
  };
}

/**
 * product 'Profile': WPM of the newest 20 results (given newest first), oldest to newest,
 * labelled by date; y from zero, no legend, a smoothed line, 300 px high. The point under the
 * pointer, or chosen with the arrow keys, is read out above it. uPlot is fetched only when
 * this is shown.
 */
export function ProgressChart({ results }: { results: readonly ResultLike[] }) {
  const points = progressPoints(results);
  const [active, setActive] = useState<number | null>(null);
  const chart = useRef<uPlot | null>(null);
  const { hostRef, failed } = useChart("progress chart", results, HEIGHT, (UPlot, shown) =>
    chartSpec(UPlot, progressPoints(shown), setActive, (drawn) => {
      chart.current = drawn;
    }),
  );

  const point = (active !== null ? points[active] : undefined) ?? points.at(-1);
  const first = points[0];
  const last = points.at(-1);
  const summary =
    first && last
      ? `WPM of your last ${testCount(points.length)}, from ${first.wpm} on ${shortDate(first.time)} to ${last.wpm} on ${shortDate(last.time)}`
      : "No tests to chart yet";

  // The arrow keys walk the points as the pointer does, moving uPlot's own cursor.
  function onKey(event: KeyboardEvent) {
    const u = chart.current;
    const current = active ?? points.length - 1;
    const next =
      event.key === "ArrowLeft"
        ? current - 1
        : event.key === "ArrowRight"
          ? current + 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? points.length - 1
              : null;
    if (next === null || !u) return;
    event.preventDefault();
    const index = Math.min(points.length - 1, Math.max(0, next));
    u.setCursor({ left: u.valToPos(index, "x"), top: u.valToPos(points[index]!.wpm, "y") });
  }

  return (
    <div className="w-full">
      <p
        data-testid="chart-readout"
        aria-live="polite"
        className="mb-2 min-h-5 text-sm text-gray-300 tabular-nums"
      >
        {point ? progressReadout(point) : ""}
      </p>
      {failed ? (
        <ChartUnavailable />
      ) : (
        <div
          ref={hostRef}
          role="img"
          aria-label={summary}
          tabIndex={0}
          onKeyDown={onKey}
          onFocus={() => {
            if (active === null) setActive(points.length - 1);
          }}
          className="w-full rounded-md focus-visible:outline-2 focus-visible:outline-amber-400"
          style={{ height: HEIGHT }}
          data-testid="progress-chart"
        />
      )}
      <ProgressTable points={points} />
    </div>
  );
}
