import { type PointerEvent, memo, useCallback, useMemo, useState } from "react";
import {
  type Axis,
  nearestIndex,
  position,
  speedAxis,
  timeAxis,
} from "../lib/chart/graph-scale.ts";

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
/** Room around the plot: the speed labels on the left, the time labels below. */
const PAD = { left: 40, right: 14, top: 10, bottom: 26 };
/** Dots on the net line while its seconds are at least this many pixels apart. */
const MIN_DOT_GAP = 12;

interface Tooltip {
  left: number;
  top: number;
  point: GraphPoint;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The host's width in pixels, following it as it changes; 0 until it is laid out. A callback
 * ref, so a host drawn only once there are points is watched from then on.
 */
function useWidth() {
  const [width, setWidth] = useState(0);
  const ref = useCallback((host: HTMLDivElement | null) => {
    if (!host) return;
    const observer = new ResizeObserver(() => setWidth(host.clientWidth));
    observer.observe(host);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** An SVG path through points, breaking where a value is missing. */
function linePath(points: readonly (readonly [number, number] | null)[]): string {
  let path = "";
  let drawing = false;
  for (const point of points) {
    if (!point) {
      drawing = false;
      continue;
    }
    path += `${drawing ? "L" : "M"}${point[0].toFixed(1)},${point[1].toFixed(1)}`;
    drawing = true;
  }
  return path;
}

/** Where the graph's axes run and where a second and a speed sit, for one width. */
function scalesFor(history: readonly GraphPoint[], width: number) {
  const plotWidth = Math.max(1, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const times = history.map((point) => point.time);
  const x: Axis = timeAxis(times[0]!, times.at(-1)!, plotWidth);
  const y: Axis = speedAxis(Math.max(...history.map((p) => Math.max(p.wpm, p.raw ?? 0))));
  return {
    plotWidth,
    plotHeight,
    times,
    x,
    y,
    px: (time: number) => PAD.left + position(x, time, plotWidth),
    py: (wpm: number) => PAD.top + plotHeight - position(y, wpm, plotHeight),
  };
}

type Scales = ReturnType<typeof scalesFor>;

/**
 * The grid, labels, lines and marks, in the theme's colours through its CSS variables. Drawn
 * again only for new points or a new width, not as the pointer moves over them.
 */
const Lines = memo(function Lines({
  history,
  detailed,
  scales: { plotWidth, x, y, px, py },
}: {
  history: readonly GraphPoint[];
  detailed: boolean;
  scales: Scales;
}) {
  const net = history.map((p) => [px(p.time), py(p.wpm)] as const);
  const netPath = linePath(net);
  const bottom = py(0);
  const area = `${netPath}L${net.at(-1)![0].toFixed(1)},${bottom}L${net[0]![0].toFixed(1)},${bottom}Z`;
  return (
    <>
      <g stroke="var(--color-gray-700)" strokeWidth="1">
        {y.ticks.map((v) => (
          <line key={`y${v}`} x1={PAD.left} x2={PAD.left + plotWidth} y1={py(v)} y2={py(v)} />
        ))}
        {x.ticks.map((t) => (
          <line key={`x${t}`} x1={px(t)} x2={px(t)} y1={PAD.top} y2={bottom} />
        ))}
      </g>
      <g fill="var(--color-gray-400)">
        {y.ticks.map((v) => (
          <text key={v} x={PAD.left - 8} y={py(v)} textAnchor="end" dominantBaseline="middle">
            {v}
          </text>
        ))}
        {x.ticks.map((t) => (
          <text key={t} x={px(t)} y={bottom + 18} textAnchor="middle">
            {t}
          </text>
        ))}
      </g>
      <path d={area} fill="color-mix(in srgb, var(--color-amber-400) 12%, transparent)" />
      {detailed && (
        <path
          data-line="raw"
          d={linePath(history.map((p) => (p.raw === undefined ? null : [px(p.time), py(p.raw)])))}
          fill="none"
          stroke="var(--color-gray-400)"
          strokeWidth="1.5"
          strokeDasharray="6 4"
        />
      )}
      <path
        data-line="net"
        d={netPath}
        fill="none"
        stroke="var(--color-amber-400)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      {plotWidth / history.length >= MIN_DOT_GAP && (
        <g fill="var(--color-amber-400)">
          {net.map(([cx, cy], i) => (
            <circle key={i} cx={cx} cy={cy} r="3" />
          ))}
        </g>
      )}
      {detailed && (
        <g fill="var(--color-red-400)">
          {history
            .filter((p) => p.errors)
            .map((p) => (
              <circle key={p.time} cx={px(p.time)} cy={py(p.raw ?? p.wpm)} r="4.5" />
            ))}
        </g>
      )}
    </>
  );
});

/** The plot, `width` pixels across, with the cursor on the second the tooltip shows. */
function Plot({
  history,
  detailed,
  width,
  tooltip,
  onPoint,
}: {
  history: readonly GraphPoint[];
  detailed: boolean;
  width: number;
  tooltip: Tooltip | null;
  onPoint: (tooltip: Tooltip | null) => void;
}) {
  const scales = useMemo(() => scalesFor(history, width), [history, width]);
  const { plotWidth, plotHeight, times, x, px, py } = scales;

  const point = (event: PointerEvent<SVGRectElement>) => {
    const left = event.clientX - event.currentTarget.getBoundingClientRect().left;
    const at = history[nearestIndex(times, x.min + (left / plotWidth) * (x.max - x.min))]!;
    if (at !== tooltip?.point) {
      onPoint({ left: px(at.time), top: py(Math.max(at.wpm, at.raw ?? 0)), point: at });
    }
  };

  return (
    <svg width={width} height={HEIGHT} aria-hidden="true" className="block text-xs">
      <Lines history={history} detailed={detailed} scales={scales} />
      {tooltip && (
        <line
          x1={tooltip.left}
          x2={tooltip.left}
          y1={PAD.top}
          y2={PAD.top + plotHeight}
          stroke="var(--color-gray-300)"
          strokeDasharray="3 3"
        />
      )}
      <rect
        data-testid="graph-area"
        x={PAD.left}
        y={PAD.top}
        width={plotWidth}
        height={plotHeight}
        fill="transparent"
        onPointerMove={point}
        onPointerDown={point}
        onPointerLeave={() => onPoint(null)}
      />
    </svg>
  );
}

/**
 * product 'Results panel', 'Speed Graph', drawn as SVG by the page itself: with raw speeds it
 * draws the net and raw lines and marks the seconds with errors on the raw line.
 */
export function SpeedGraph({ history }: { history: readonly GraphPoint[] }) {
  const [tooltip, setTooltip] = useState<Tooltip | null>(null);
  const { ref, width } = useWidth();
  const detailed = history.some((point) => point.raw !== undefined);

  if (history.length === 0) {
    return <p className="text-sm text-gray-400">The test was too short to draw a graph.</p>;
  }

  const errorSeconds = history.filter((point) => point.errors).length;
  const label =
    `Words per minute over ${history.length} seconds, ending at ${history.at(-1)!.wpm} WPM` +
    (detailed ? `, with errors in ${plural(errorSeconds, "second")}` : "");

  return (
    <div className="grid grid-cols-[auto_1fr] items-center gap-x-1">
      <p className="rotate-180 text-xs font-semibold text-gray-300 [writing-mode:vertical-rl]">
        Words Per Minute
      </p>
      <div className="relative min-w-0">
        <div
          ref={ref}
          role="img"
          aria-label={label}
          data-testid="speed-graph"
          className="min-h-[260px] w-full"
        >
          {width > 0 && (
            <Plot
              history={history}
              detailed={detailed}
              width={width}
              tooltip={tooltip}
              onPoint={setTooltip}
            />
          )}
        </div>
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
