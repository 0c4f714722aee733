import { useId } from "react";

interface SettingSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
  /** Label beside the field (the compact bar) rather than above it. */
  inline?: boolean;
}

/** A labelled choice among a setting's values; anything else from the DOM is ignored. */
export function SettingSelect<T extends string>(props: SettingSelectProps<T>) {
  const { label, value, options, labels, onChange, inline = false } = props;
  const id = useId();
  return (
    <div className={inline ? "flex items-center gap-2" : "flex flex-col gap-1.5"}>
      <label htmlFor={id} className="text-sm text-gray-300">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option === event.target.value);
          if (chosen) onChange(chosen);
        }}
        className={`rounded-md border border-gray-500 bg-gray-800 text-sm text-gray-100 hover:border-gray-400 ${inline ? "px-2 py-1.5" : "px-3 py-2"}`}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
