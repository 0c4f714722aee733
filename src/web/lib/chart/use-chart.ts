import { type RefObject, useEffect, useRef, useState } from "react";
import type uPlot from "uplot";
import { type UPlotClass, loadUPlot } from "./load-uplot.ts";

/** What a chart draws: uPlot's options less the size, which follows the host element. */
export interface ChartSpec {
  options: Omit<uPlot.Options, "width" | "height">;
  data: uPlot.AlignedData;
}

export interface Chart {
  /** The element the chart is drawn into; it sets the width. */
  hostRef: RefObject<HTMLDivElement | null>;
  /** uPlot could not be loaded; the page shows ChartUnavailable instead. */
  failed: boolean;
}

/**
 * Draws a uPlot chart `height` pixels high across its host, and redraws it at the host's new
 * width when that changes, and in the new colours when the theme changes. uPlot is loaded on
 * first use; a null source draws nothing. The
 * chart is drawn again only when `source` changes: `spec` builds it from that, so the spec
 * function itself may be new on every render. `name` says which chart failed in the log.
 */
export function useChart<S>(
  name: string,
  source: S | null,
  height: number,
  spec: (UPlot: UPlotClass, source: S) => ChartSpec | null,
): Chart {
  const hostRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || source === null) return;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let themeWatch: MutationObserver | undefined;
    let cancelled = false;
    loadUPlot()
      .then((UPlot) => {
        const drawn = cancelled ? null : spec(UPlot, source);
        if (!drawn) return;
        chart = new UPlot({ ...drawn.options, width: host.clientWidth, height }, drawn.data, host);
        observer = new ResizeObserver(() => chart?.setSize({ width: host.clientWidth, height }));
        observer.observe(host);
        // The chart's colours are read as it draws (chart-theme), so a redraw repaints it.
        themeWatch = new MutationObserver(() => chart?.redraw(false));
        themeWatch.observe(document.documentElement, { attributeFilter: ["data-theme"] });
      })
      .catch((error: unknown) => {
        console.error(`Failed to load the ${name}:`, error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      themeWatch?.disconnect();
      chart?.destroy();
    };
    // See above: the chart follows its source, not each new spec function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, height, name]);

  return { hostRef, failed };
}
