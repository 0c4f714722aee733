import { THEMES, type Palette, type Theme } from "../../../core/settings/settings.ts";
import { THEME_LABELS } from "../../../core/settings/settings-labels.ts";
import { THEME_SWATCHES } from "./theme-swatches.ts";

function Swatch({ palette }: { palette: Palette }) {
  const [page, text, accent] = THEME_SWATCHES[palette];
  return (
    <span
      aria-hidden="true"
      className="flex h-9 flex-1 items-center justify-center gap-1 font-mono text-sm font-semibold"
      style={{ backgroundColor: page, color: text }}
    >
      Aa<span style={{ color: accent }}>|</span>
    </span>
  );
}

/** The themes as radio buttons, each with a swatch of its colours; system shows both. */
export function ThemePicker({ value, onChange }: { value: Theme; onChange: (t: Theme) => void }) {
  return (
    <fieldset>
      <legend className="text-sm text-gray-300">Theme</legend>
      <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {THEMES.map((theme) => (
          <label
            key={theme}
            className={`flex cursor-pointer flex-col overflow-hidden rounded-lg border-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-400 ${
              value === theme ? "border-amber-400" : "border-gray-700 hover:border-gray-500"
            }`}
          >
            <span className="flex">
              {theme === "system" ? (
                <>
                  <Swatch palette="light" />
                  <Swatch palette="dark" />
                </>
              ) : (
                <Swatch palette={theme} />
              )}
            </span>
            <span className="flex items-center gap-2 bg-gray-800 px-3 py-2 text-sm text-gray-100">
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={value === theme}
                onChange={() => onChange(theme)}
                className="size-4 accent-amber-400"
              />
              {THEME_LABELS[theme]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
