interface SettingSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: string;
}

/** An on/off setting as a switch: a real button with aria-checked, so it reads as one. */
export function SettingSwitch({ label, checked, onChange, description }: SettingSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className="group flex w-full items-center justify-between gap-4 rounded-md text-left"
    >
      <span>
        <span className="block text-sm text-gray-100">{label}</span>
        {description && <span className="block text-xs text-gray-400">{description}</span>}
      </span>
      <span
        aria-hidden="true"
        className={`relative h-6 w-11 shrink-0 rounded-full border transition-colors ${
          checked ? "border-amber-400 bg-amber-400" : "border-gray-500 bg-gray-800"
        }`}
      >
        <span
          className={`absolute top-0.5 size-4 rounded-full transition-[left] ${
            checked ? "left-5.5 bg-gray-950" : "left-0.5 bg-gray-300"
          }`}
        />
      </span>
    </button>
  );
}
