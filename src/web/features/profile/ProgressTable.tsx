import type { ChartPoint } from "../../../core/account/profile-stats.ts";
import { formatDateTime } from "../../../core/typing/format.ts";

/** The progress chart's figures as a table, for screen readers and anyone after the numbers. */
export function ProgressTable({ points }: { points: ChartPoint[] }) {
  return (
    <details className="mt-3 text-sm text-gray-300">
      <summary className="cursor-pointer font-medium text-gray-200 hover:text-white">
        Show the chart as a table
      </summary>
      <div
        className="mt-2 max-h-64 overflow-y-auto"
        tabIndex={0}
        role="region"
        aria-label="Progress by test"
      >
        <table className="w-full max-w-sm text-left">
          <caption className="sr-only">Words per minute of each charted test, oldest first</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4 font-semibold">
                Date
              </th>
              <th scope="col" className="py-1 font-semibold">
                Words per minute
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {points.map((point, i) => (
              <tr key={i} className="border-t border-gray-800">
                <td className="py-1 pr-4">{formatDateTime(new Date(point.time * 1000))}</td>
                <td className="py-1 font-mono">{point.wpm}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
