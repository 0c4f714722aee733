import { useState } from "react";
import type { SpeedPoint } from "../../core/typing/wpm-history.ts";
import { AMBER_LINE, AXIS_TEXT, themed } from "../lib/chart/chart-theme.ts";
import { useChart } from "../lib/chart/use-chart.ts";
import { ChartUnavailable } from "./ChartUnavailable.tsx";

const HEIGHT = 260;
const AXIS = {
  stroke: AXIS_TEXT,
  grid: { stroke: themed("var(--color-gray-700)"), width: 1 },
  ticks: { stroke: themed("var(--color-gray-600)"), width: 1 },
  font: "12px ui-sans-serif, system-ui, sans-serif",
  labelFont: "bold 12px ui-sans-serif, system-ui, sans-serif",
};

interface Tooltip {
  left: number;
  top: number;
  time: number;
  wpm: number;
}

/** product §2 speed graph, drawn with uPlot loaded only when a result is shown. */
export function SpeedGraph({ history }: { history: SpeedPoint[] }) {
  const [tooltip, setTooltip] = useState<Tooltip | null>(null);
  const { hostRef, failed } = useChart(
    "speed graph",
    history.length > 0 ? history : null,
    HEIGHT,
    (_UPlot, points) => ({
      options: {
        legend: { show: false },
        scales: {
          x: { time: false },
          y: { range: (_u, _min, max) => [0, Math.max(10, Math.ceil(max / 10) * 10)] },
        },
        axes: [
          { ...AXIS, incrs: [1, 2, 5, 10, 15, 30, 60, 120, 300] },
          { ...AXIS, size: 48 },
        ],
        series: [{}, { ...AMBER_LINE, points: { show: points.length < 40 } }],
        cursor: { y: false },
        hooks: {
          setCursor: [
            (u) => {
              const index = u.cursor.idx;
              if (index == null || u.cursor.left == null || u.cursor.left < 0) {
                setTooltip(null);
                return;
              }
              const point = points[index]!;
              setTooltip({
                left: u.over.offsetLeft + u.valToPos(point.time, "x"),
                top: u.over.offsetTop + u.valToPos(point.wpm, "y"),
                time: point.time,
                wpm: point.wpm,
              });
            },
          ],
        },
      },
      data: [points.map((p) => p.time), points.map((p) => p.wpm)],
    }),
  );

  if (history.length === 0) {
    return <p className="text-sm text-gray-400">The test was too short to draw a graph.</p>;
  }

  // Axis titles are HTML rather than canvas text, so they are crisp, readable and selectable.
  return (
    <div className="grid grid-cols-[auto_1fr] items-center gap-x-1">
      <p className="text-xs font-semibold text-gray-300 [writing-mode:vertical-rl] rotate-180">
        Words Per Minute
      </p>
      <div className="relative min-w-0">
        {failed ? (
          <ChartUnavailable />
        ) : (
          <div
            ref={hostRef}
            role="img"
            aria-label={`Words per minute over ${history.length} seconds, ending at ${history.at(-1)!.wpm} WPM`}
            className="min-h-[260px] w-full"
          />
        )}
        {tooltip && (
          <div
            data-testid="graph-tooltip"
            className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full rounded-md border border-gray-600 bg-gray-950 px-2.5 py-1.5 text-xs whitespace-nowrap text-gray-100 shadow-lg"
            style={{ left: tooltip.left, top: tooltip.top - 8 }}
          >
            <div>Time: {tooltip.time}s</div>
            <div className="font-semibold text-amber-300">{tooltip.wpm} WPM</div>
          </div>
        )}
      </div>
      <p className="col-start-2 text-center text-xs font-semibold text-gray-300">Time (seconds)</p>
      <SpeedTable history={history} />
    </div>
  );
}

/** The graph's figures as a table, for screen readers and for anyone who wants the numbers. */
function SpeedTable({ history }: { history: SpeedPoint[] }) {
  return (
    <details data-screenshot="skip" className="col-span-2 mt-3 text-sm text-gray-300">
      <summary className="cursor-pointer font-medium text-gray-200 hover:text-white">
        Show the graph as a table
      </summary>
      <div
        className="mt-2 max-h-64 overflow-y-auto"
        tabIndex={0}
        role="region"
        aria-label="Speed by second"
      >
        <table className="w-full max-w-xs text-left">
          <caption className="sr-only">Words per minute at each second of the test</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4 font-semibold">
                Second
              </th>
              <th scope="col" className="py-1 font-semibold">
                Words per minute
              </th>
            </tr>
          </thead>
          <tbody className="font-mono tabular-nums">
            {history.map((point) => (
              <tr key={point.time} className="border-t border-gray-800">
                <td className="py-1 pr-4">{point.time}</td>
                <td className="py-1">{point.wpm}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
