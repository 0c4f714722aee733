import type { ReactNode } from "react";

/** A table cell's padding, narrower on phones. */
export const tableCell = "px-2 py-2 sm:px-4";

export interface Column {
  label: string;
  /** Right-aligned, for figures. */
  numeric?: boolean;
  /** Shown from the small breakpoint up; on phones its content goes under the row's name. */
  wideOnly?: boolean;
  /** Read by screen readers only, for a column of links. */
  labelHidden?: boolean;
}

function headerClass({ numeric, wideOnly }: Column): string {
  return [tableCell, "font-semibold", numeric && "text-right", wideOnly && "hidden sm:table-cell"]
    .filter(Boolean)
    .join(" ");
}

/**
 * The profiles' tables: a header row of columns over the rows given, scrolling sideways on a
 * narrow screen rather than squeezing. The caption is for screen readers unless shown.
 */
export function DataTable({
  caption,
  captionShown = false,
  columns,
  testId,
  children,
}: {
  caption: string;
  captionShown?: boolean;
  columns: readonly Column[];
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className={captionShown ? "pb-1 text-left font-medium text-gray-200" : "sr-only"}>
          {caption}
        </caption>
        <thead className="text-gray-300">
          <tr className="border-b border-gray-800">
            {columns.map((column) => (
              <th key={column.label} scope="col" className={headerClass(column)}>
                {column.labelHidden ? (
                  <span className="sr-only">{column.label}</span>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-800">{children}</tbody>
      </table>
    </div>
  );
}
