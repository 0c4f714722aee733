import type uPlot from "uplot";

export type UPlotClass = typeof uPlot;

let loading: Promise<UPlotClass> | undefined;

/** uPlot and its stylesheet, fetched the first time a page draws a chart, then kept. */
export function loadUPlot(): Promise<UPlotClass> {
  loading ??= Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(
    ([module]) => module.default,
    (error: unknown) => {
      // Offline for a moment: the next chart asks again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
