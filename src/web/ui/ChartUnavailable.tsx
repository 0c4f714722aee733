/** What a chart's place shows when uPlot could not be loaded (offline, or a failed deploy). */
export function ChartUnavailable() {
  return <p className="py-10 text-center text-sm text-gray-400">The chart could not be loaded.</p>;
}
