import { useState } from "react";
import { AMBER_LINE, AXIS_TEXT, ERROR_MARK, RAW_LINE, themed } from "../lib/chart/chart-theme.ts";
import { useChart } from "../lib/chart/use-chart.ts";
import { ChartUnavailable } from "./ChartUnavailable.tsx";

/**
 * One second of the graph: `wpm` is the plotted speed (the net speed when `raw` is given);
 * `raw` and `errors`, when given, add the raw line and the seconds with errors marked.
 */
export interface GraphPoint {
  time: number;
  wpm: number;
  raw?: number;
  errors?: number;
}

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
  point: GraphPoint;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * product 'Results panel', 'Speed Graph', drawn with uPlot loaded only when a result is shown. With
 * raw speeds it draws the net and raw lines and marks the seconds with errors on the raw line.
 */
export function SpeedGraph({ history }: { history: readonly GraphPoint[] }) {
  const [tooltip, setTooltip] = useState<Tooltip | null>(null);
  const detailed = history.some((point) => point.raw !== undefined);
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
        series: [
          {},
          { ...AMBER_LINE, points: { show: points.length < 40 } },
          ...(detailed
            ? [
                { ...RAW_LINE, points: { show: false } },
                // Marks only: no line joins the seconds with errors.
                { ...ERROR_MARK, paths: () => null, points: { show: true, size: 9, width: 2 } },
              ]
            : []),
        ],
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
                top: u.over.offsetTop + u.valToPos(Math.max(point.wpm, point.raw ?? 0), "y"),
                point,
              });
            },
          ],
        },
      },
      data: [
        points.map((p) => p.time),
        points.map((p) => p.wpm),
        ...(detailed
          ? [
              points.map((p) => p.raw ?? null),
              points.map((p) => (p.errors ? (p.raw ?? p.wpm) : null)),
            ]
          : []),
      ],
    }),
  );

  if (history.length === 0) {
    return <p className="text-sm text-gray-400">The test was too short to draw a graph.</p>;
  }

  const errorSeconds = history.filter((point) => point.errors).length;
  const label =
    `Words per minute over ${history.length} seconds, ending at ${history.at(-1)!.wpm} WPM` +
    (detailed ? `, with errors in ${plural(errorSeconds, "second")}` : "");

  // Axis titles are HTML rather than canvas text, so they are crisp, readable and selectable.
  return (
    <div className="grid grid-cols-[auto_1fr] items-center gap-x-1">
      <p className="rotate-180 text-xs font-semibold text-gray-300 [writing-mode:vertical-rl]">
        Words Per Minute
      </p>
      <div className="relative min-w-0">
        {failed ? (
          <ChartUnavailable />
        ) : (
          <div ref={hostRef} role="img" aria-label={label} className="min-h-[260px] w-full" />
        )}
        {tooltip && (
          <div
            className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full rounded-md border border-gray-600 bg-gray-950 px-2.5 py-1.5 text-xs whitespace-nowrap text-gray-100 shadow-lg"
            style={{ left: tooltip.left, top: tooltip.top - 8 }}
          >
            <div data-testid="graph-tooltip">
              <div>Time: {tooltip.point.time}s</div>
              <div className="font-semibold text-amber-300">{tooltip.point.wpm} WPM</div>
            </div>
            {tooltip.point.raw !== undefined && (
              <div className="text-gray-300">
                Raw: {tooltip.point.raw} WPM
                {tooltip.point.errors ? (
                  <span className="text-red-300"> · {plural(tooltip.point.errors, "error")}</span>
                ) : null}
              </div>
            )}
          </div>
        )}
      </div>
      <p className="col-start-2 text-center text-xs font-semibold text-gray-300">Time (seconds)</p>
      {detailed && <Legend />}
      <SpeedTable history={history} detailed={detailed} />
    </div>
  );
}

/** Names the lines and marks; each is told apart by its shape as well as its colour. */
function Legend() {
  return (
    <ul
      aria-label="Graph legend"
      className="col-start-2 mt-2 flex flex-wrap justify-center gap-x-5 gap-y-1 text-xs text-gray-300"
    >
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="h-0.5 w-5 bg-amber-400" />
        Net speed: right characters, so far
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="w-5 border-t-2 border-dashed border-gray-400" />
        Raw speed: every key, second by second
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-2.5 rounded-full bg-red-400" />
        Errors
      </li>
    </ul>
  );
}

/** The graph's figures as a table, for screen readers and for anyone who wants the numbers. */
function SpeedTable({ history, detailed }: { history: readonly GraphPoint[]; detailed: boolean }) {
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
        <table className="w-full max-w-md text-left">
          <caption className="sr-only">Words per minute at each second of the test</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4 font-semibold">
                Second
              </th>
              <th scope="col" className="py-1 pr-4 font-semibold">
                {detailed ? "Net words per minute" : "Words per minute"}
              </th>
              {detailed && (
                <>
                  <th scope="col" className="py-1 pr-4 font-semibold">
                    Raw words per minute
                  </th>
                  <th scope="col" className="py-1 font-semibold">
                    Errors
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody className="font-mono tabular-nums">
            {history.map((point) => (
              <tr key={point.time} className="border-t border-gray-800">
                <td className="py-1 pr-4">{point.time}</td>
                <td className="py-1 pr-4">{point.wpm}</td>
                {detailed && (
                  <>
                    <td className="py-1 pr-4">{point.raw}</td>
                    <td className="py-1">{point.errors}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
