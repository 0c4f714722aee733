import { useEffect, useRef, useState } from "react";
import type { ResultSummary } from "../../../core/api/results.ts";
import { progressPoints } from "../../../core/account/profile-stats.ts";

const HEIGHT = 300;

function shortDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString("en-US", { month: "short", day: "numeric" });
}

function shortTime(seconds: number): string {
  return new Date(seconds * 1000).toLocaleTimeString("en-US", {
    hour: "numeric",
    minute: "2-digit",
  });
}

/**
 * SPEC §2 Profile: WPM of the newest 20 results, oldest to newest, labelled by date; y from
 * zero, no legend, a smoothed line, 300 px high. uPlot is fetched only when this is shown.
 */
export function ProgressChart({ results }: { results: ResultSummary[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const points = progressPoints(results);

  useEffect(() => {
    const element = box.current;
    if (!element || points.length === 0) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null =
      null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const xs = points.map((_, i) => i);
        const ys = points.map((p) => p.wpm);
        const top = Math.max(10, ...ys);
        // Labelled by date; when every test was on one day, the time tells them apart.
        const oneDay = new Set(points.map((p) => shortDate(p.time))).size === 1;
        const label = oneDay ? shortTime : shortDate;
        const spline = UPlot.paths.spline?.();
        chart = new UPlot(
          {
            width: element.clientWidth,
            height: HEIGHT,
            legend: { show: false },
            cursor: { show: true, points: { size: 8 } },
            scales: { x: { time: false }, y: { range: () => [0, Math.ceil(top * 1.15)] } },
            axes: [
              {
                stroke: "#9ca3af",
                grid: { stroke: "#1f2937" },
                ticks: { stroke: "#374151" },
                incrs: [1, 2, 5, 10],
                values: (_u, splits) =>
                  splits.map((i) => {
                    const point = points[Math.round(i)];
                    return Number.isInteger(i) && point ? label(point.time) : "";
                  }),
              },
              {
                stroke: "#9ca3af",
                grid: { stroke: "#1f2937" },
                ticks: { stroke: "#374151" },
                label: "WPM",
                labelFont: "12px sans-serif",
              },
            ],
            series: [
              {},
              {
                label: "WPM",
                stroke: "#fbbf24",
                width: 2,
                fill: "rgba(251, 191, 36, 0.12)",
                points: { show: true, size: 6, fill: "#fbbf24" },
                ...(spline ? { paths: spline } : {}),
              },
            ],
          },
          [xs, ys],
          element,
        );
        observer = new ResizeObserver(() =>
          chart?.setSize({ width: element.clientWidth, height: HEIGHT }),
        );
        observer.observe(element);
      })
      .catch((error: unknown) => {
        console.error("Failed to load the progress chart:", error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
    // The chart is drawn again only when the results themselves change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [results]);

  const first = points[0];
  const last = points.at(-1);
  const summary =
    first && last
      ? `WPM of your last ${points.length} tests, from ${first.wpm} on ${shortDate(first.time)} to ${last.wpm} on ${shortDate(last.time)}`
      : "No tests to chart yet";

  return (
    <div role="img" aria-label={summary} className="w-full">
      {failed ? (
        <p className="py-10 text-center text-sm text-gray-400">The chart could not be loaded.</p>
      ) : (
        <div ref={box} className="w-full" style={{ height: HEIGHT }} data-testid="progress-chart" />
      )}
    </div>
  );
}
