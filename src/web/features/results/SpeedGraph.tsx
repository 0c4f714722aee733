import { useEffect, useRef, useState } from "react";
import type { SpeedPoint } from "../../../core/typing/wpm-history.ts";

interface Tooltip {
  left: number;
  top: number;
  time: number;
  wpm: number;
}

/** SPEC §2 speed graph, drawn with uPlot loaded only when a result is shown. */
export function SpeedGraph({ history }: { history: SpeedPoint[] }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [tooltip, setTooltip] = useState<Tooltip | null>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || history.length === 0) return;
    let chart:
      { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(
      ([{ default: UPlot }]) => {
        if (cancelled) return;
        const axis = {
          stroke: "#9ca3af",
          grid: { stroke: "#374151", width: 1 },
          ticks: { stroke: "#4b5563", width: 1 },
          font: "12px ui-sans-serif, system-ui, sans-serif",
          labelFont: "bold 12px ui-sans-serif, system-ui, sans-serif",
        };
        const height = 260;
        chart = new UPlot(
          {
            width: host.clientWidth,
            height,
            legend: { show: false },
            scales: {
              x: { time: false },
              y: { range: (_u, _min, max) => [0, Math.max(10, Math.ceil(max / 10) * 10)] },
            },
            axes: [
              { ...axis, incrs: [1, 2, 5, 10, 15, 30, 60, 120, 300] },
              { ...axis, size: 48 },
            ],
            series: [
              {},
              {
                stroke: "#fbbf24",
                width: 2,
                fill: "rgba(251, 191, 36, 0.12)",
                points: { show: history.length < 40 },
              },
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
                  const point = history[index]!;
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
          [history.map((p) => p.time), history.map((p) => p.wpm)],
          host,
        );
        observer = new ResizeObserver(() => chart?.setSize({ width: host.clientWidth, height }));
        observer.observe(host);
      },
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [history]);

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
        <div
          ref={hostRef}
          role="img"
          aria-label={`Words per minute over ${history.length} seconds, ending at ${history.at(-1)!.wpm} WPM`}
          className="min-h-[260px] w-full"
        />
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
    </div>
  );
}
