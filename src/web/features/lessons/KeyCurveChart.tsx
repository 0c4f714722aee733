import { useMemo } from "react";
import type uPlot from "uplot";
import type { KeyCurvePoint } from "../../../core/lessons/key-confidence.ts";
import { AMBER_LINE, AXIS, themed } from "../../lib/chart/chart-theme.ts";
import { type ChartSpec, useChart } from "../../lib/chart/use-chart.ts";
import { ChartUnavailable } from "../../ui/ChartUnavailable.tsx";

const HEIGHT = 220;
const PADDING: uPlot.Padding = [12, 8, 0, 0];

/** Accuracy: the theme's green, dashed, so it is told from speed without its colour. */
const ACCURACY_LINE: uPlot.Series = {
  stroke: themed("var(--color-emerald-400)"),
  width: 2,
  dash: [6, 4],
};

function chartSpec(points: readonly KeyCurvePoint[], targetWpm: number): ChartSpec {
  const top = Math.max(targetWpm, ...points.map((point) => point.smoothedWpm));
  return {
    options: {
      legend: { show: false },
      padding: PADDING,
      cursor: { show: false },
      scales: {
        x: { time: false, range: () => [0.5, Math.max(1.5, points.length + 0.5)] },
        wpm: { range: () => [0, Math.ceil(top * 1.15)] },
        accuracy: { range: () => [0, 100] },
      },
      axes: [
        { ...AXIS, incrs: [1, 2, 5, 10, 20, 50], label: "Lesson", labelFont: "12px sans-serif" },
        { ...AXIS, scale: "wpm", label: "WPM", labelFont: "12px sans-serif" },
        {
          ...AXIS,
          scale: "accuracy",
          side: 1,
          grid: { show: false },
          label: "Accuracy %",
          labelFont: "12px sans-serif",
        },
      ],
      series: [
        {},
        { label: "WPM", scale: "wpm", ...AMBER_LINE, points: { show: points.length < 30 } },
        {
          label: "Accuracy",
          scale: "accuracy",
          ...ACCURACY_LINE,
          points: { show: false },
        },
      ],
    },
    data: [
      points.map((_, i) => i + 1),
      points.map((point) => Math.round(point.smoothedWpm * 10) / 10),
      points.map((point) => Math.round(point.smoothedAccuracy * 1000) / 10),
    ],
  };
}

/**
 * One key's speed and accuracy over the lessons that counted for it (issue 35): its smoothed
 * figures after each, speed against the left axis, accuracy dashed against the right, with a
 * sentence saying where it started and where it is. uPlot is fetched when this is shown.
 */
export function KeyCurveChart({
  keyName,
  points,
  targetWpm,
}: {
  keyName: string;
  points: readonly KeyCurvePoint[];
  targetWpm: number;
}) {
  // A new chart only for new figures, not for each render of the page.
  const source = useMemo(() => ({ points, targetWpm }), [points, targetWpm]);
  const { hostRef, failed } = useChart("key curve", source, HEIGHT, (_UPlot, shown) =>
    chartSpec(shown.points, shown.targetWpm),
  );
  const first = points[0]!;
  const last = points.at(-1)!;
  const figures = (point: KeyCurvePoint) =>
    `${Math.round(point.smoothedWpm)} WPM and ${Math.floor(point.smoothedAccuracy * 100)} %`;
  const summary =
    points.length === 1
      ? `${keyName} after 1 lesson: ${figures(first)} accuracy.`
      : `${keyName} over ${points.length} lessons: from ${figures(first)} accuracy to ${figures(last)}.`;
  return (
    <div className="space-y-2">
      <p data-testid="key-curve-summary" className="text-sm text-gray-300">
        {summary}
      </p>
      {failed ? (
        <ChartUnavailable />
      ) : (
        <div
          ref={hostRef}
          role="img"
          aria-label={`Speed and accuracy of ${summary}`}
          data-testid="key-curve"
          className="w-full"
          style={{ height: HEIGHT }}
        />
      )}
      <ul className="flex flex-wrap gap-x-4 text-xs text-gray-300" aria-label="Chart lines">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-5 bg-amber-400" />
          Speed (WPM, left)
        </li>
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block w-5 border-t-2 border-dashed border-emerald-400"
          />
          Accuracy (%, right)
        </li>
      </ul>
    </div>
  );
}
