import type { ResultSummary } from "../../../core/api/results.ts";
import { progressPoints } from "../../../core/account/profile-stats.ts";
import { AMBER_LINE, AXIS_TEXT, themed } from "../../lib/chart/chart-theme.ts";
import type { UPlotClass } from "../../lib/chart/load-uplot.ts";
import { type ChartSpec, useChart } from "../../lib/chart/use-chart.ts";
import { ChartUnavailable } from "../../ui/ChartUnavailable.tsx";

const HEIGHT = 300;
const AXIS = {
  stroke: AXIS_TEXT,
  grid: { stroke: themed("var(--color-gray-800)") },
  ticks: { stroke: themed("var(--color-gray-700)") },
};

function shortDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString("en-US", { month: "short", day: "numeric" });
}

function shortTime(seconds: number): string {
  return new Date(seconds * 1000).toLocaleTimeString("en-US", {
    hour: "numeric",
    minute: "2-digit",
  });
}

type Point = ReturnType<typeof progressPoints>[number];

function chartSpec(UPlot: UPlotClass, points: Point[]): ChartSpec {
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
      cursor: { show: true, points: { size: 8 } },
      scales: { x: { time: false }, y: { range: () => [0, Math.ceil(top * 1.15)] } },
      axes: [
        {
          ...AXIS,
          incrs: [1, 2, 5, 10],
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
          points: { show: true, size: 6, fill: "#fbbf24" },
          ...(spline ? { paths: spline } : {}),
        },
      ],
    },
    data: [xs, ys],
  };
}

/**
 * product §2 Profile: WPM of the newest 20 results, oldest to newest, labelled by date; y from
 * zero, no legend, a smoothed line, 300 px high. uPlot is fetched only when this is shown.
 */
export function ProgressChart({ results }: { results: ResultSummary[] }) {
  const points = progressPoints(results);
  const { hostRef, failed } = useChart(
    "progress chart",
    points.length > 0 ? results : null,
    HEIGHT,
    (UPlot, shown) => chartSpec(UPlot, progressPoints(shown)),
  );

  const first = points[0];
  const last = points.at(-1);
  const summary =
    first && last
      ? `WPM of your last ${points.length} tests, from ${first.wpm} on ${shortDate(first.time)} to ${last.wpm} on ${shortDate(last.time)}`
      : "No tests to chart yet";

  return (
    <div role="img" aria-label={summary} className="w-full">
      {failed ? (
        <ChartUnavailable />
      ) : (
        <div
          ref={hostRef}
          className="w-full"
          style={{ height: HEIGHT }}
          data-testid="progress-chart"
        />
      )}
    </div>
  );
}
