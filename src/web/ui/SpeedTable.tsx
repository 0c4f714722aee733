/**
 * A two-column table of speed categories and their WPM ranges (product 'Constants and limits',
 * speed tables).
 */
export function SpeedTable({
  caption,
  rows,
  className = "",
}: {
  caption: string;
  rows: readonly { name: string; range: string }[];
  className?: string;
}) {
  return (
    <table className={`w-full overflow-hidden rounded-lg text-left text-sm ${className}`}>
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-gray-800 text-gray-200">
        <tr>
          <th scope="col" className="px-4 py-2 font-semibold">
            Category
          </th>
          <th scope="col" className="px-4 py-2 font-semibold">
            Speed (WPM)
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-800 bg-gray-900">
        {rows.map((row) => (
          <tr key={row.name}>
            <td className="px-4 py-2 text-gray-100">{row.name}</td>
            <td className="px-4 py-2 font-mono text-gray-300">{row.range}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
