import { type ComponentProps, type ReactNode, useId } from "react";

/** Its colours, border and focus ring: app.css. */
const SELECT = "tt-select";
const FULL = "block w-full min-w-0 px-3 py-2 text-sm";
const COMPACT = "px-2 py-1";

/**
 * A drop-down list in the palette classes of the text fields. Full width by default; `compact`
 * sits inside a line of text.
 */
export function Select({
  className,
  compact = false,
  ...props
}: ComponentProps<"select"> & { compact?: boolean }) {
  return (
    <select
      {...props}
      className={[SELECT, compact ? COMPACT : FULL, className].filter(Boolean).join(" ")}
    />
  );
}

/** A filter: its label above the list, as the leaderboard and the profile show them. */
export function LabelledSelect({
  label,
  value,
  onChange,
  className,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div
      className={["flex min-w-0 flex-col gap-1.5 text-sm text-gray-300", className]
        .filter(Boolean)
        .join(" ")}
    >
      <label htmlFor={id}>{label}</label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </Select>
    </div>
  );
}
