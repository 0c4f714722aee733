import type { ImportPreview } from "../../../core/api/imports.ts";
import { IMPORT_SOURCE_NAMES } from "../../../core/imports/imported-result.ts";
import { formatDateTime, oneDecimal } from "../../../core/typing/format.ts";

const FILE_NAMES = {
  monkeytype: "Monkeytype results export",
  keybr: "keybr.com data download",
} as const;

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });

/** What a file holds before it is imported: its figures, first rows and the rows it skips. */
export function ImportPreviewPanel({ preview }: { preview: ImportPreview }) {
  const source = IMPORT_SOURCE_NAMES[preview.source];
  const place = preview.unit === "line" ? "Line" : "Result";
  const figures = [
    [
      "Results",
      preview.alreadyImported > 0
        ? `${preview.results.toLocaleString("en-US")} (${preview.alreadyImported.toLocaleString("en-US")} imported before)`
        : preview.results.toLocaleString("en-US"),
    ],
    ["Dates", preview.from && preview.to ? `${day(preview.from)} – ${day(preview.to)}` : "None"],
    ["Best WPM", preview.bestWpm === null ? "None" : oneDecimal(preview.bestWpm)],
    ["Average WPM", preview.averageWpm === null ? "None" : oneDecimal(preview.averageWpm)],
  ] as const;
  return (
    <div data-testid="import-preview" className="space-y-4">
      <h3 className="font-semibold text-white">{FILE_NAMES[preview.source]}</h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-gray-700 px-3 py-2">
            <dt className="text-xs text-gray-400">{label}</dt>
            <dd className="font-semibold text-gray-100 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {preview.firstRows.length > 0 && (
        <div role="region" aria-label="First results" tabIndex={0} className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The file's first results, from {source}</caption>
            <thead className="text-gray-300">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Date
                </th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  WPM
                </th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Accuracy
                </th>
                <th scope="col" className="py-1.5 font-semibold">
                  Test
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-800 text-gray-200">
              {preview.firstRows.map((row) => (
                <tr key={`${row.takenAt}-${row.wpm}-${row.mode}`}>
                  <td className="py-1.5 pr-3 whitespace-nowrap">
                    <time dateTime={row.takenAt} title={formatDateTime(row.takenAt)}>
                      {day(row.takenAt)}
                    </time>
                  </td>
                  <td className="py-1.5 pr-3 font-mono">{oneDecimal(row.wpm)}</td>
                  <td className="py-1.5 pr-3 font-mono">{oneDecimal(row.accuracy)}%</td>
                  <td className="py-1.5">{row.mode}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {preview.errorCount > 0 && (
        <div data-testid="import-row-errors" className="rounded-lg border border-red-500/50 p-3">
          <p className="text-sm font-medium text-red-200">
            {count(preview.errorCount, "row")} could not be read and will be skipped:
          </p>
          <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto text-sm text-red-100">
            {preview.errors.map((error) => (
              <li key={error.at}>
                {place} {error.at}: {error.message}
              </li>
            ))}
          </ul>
          {preview.errorCount > preview.errors.length && (
            <p className="mt-1 text-sm text-red-200">
              and {count(preview.errorCount - preview.errors.length, "more")}.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
