import { Link } from "react-router";
import { CARET_STYLES, PACE_CARETS, THEMES } from "../../../core/settings/settings.ts";
import {
  CARET_LABELS,
  PACE_CARET_LABELS,
  THEME_LABELS,
} from "../../../core/settings/settings-labels.ts";
import { STOP_ON_ERROR_LABELS, STOP_ON_ERROR_MODES } from "../../../core/typing/stop-on-error.ts";
import { updateSettings, useSettings } from "../../lib/settings-store.ts";
import { SettingSelect } from "./SettingSelect.tsx";
import { LazyTextChoiceFields } from "./LazyTextChoiceFields.tsx";
import { PATHS } from "../../../core/site/paths.ts";

/** The bar's theme names: short, so the bar stays two rows on a phone. */
const SHORT_THEME_LABELS = { ...THEME_LABELS, system: "System" };

/**
 * What a typist changes between runs, above the passage
 * (product 'Where TypeTempo goes beyond the specification', Settings and themes): the text,
 * difficulty, theme, caret, pace caret, stop on error and live stats; the rest is on the
 * settings page.
 */
export function SettingsBar() {
  const settings = useSettings();
  return (
    <section
      aria-label="Test settings"
      className="tt-static flex flex-wrap items-center gap-x-4 gap-y-2.5 rounded-xl border border-gray-800 bg-gray-900/60 px-3 py-2.5 sm:px-4"
    >
      {/* The difficulty does nothing to zen or a custom text: the bar shows it for the others. */}
      <LazyTextChoiceFields inline withDifficulty />
      <SettingSelect
        inline
        label="Theme"
        value={settings.theme}
        options={THEMES}
        labels={SHORT_THEME_LABELS}
        onChange={(theme) => updateSettings({ theme })}
      />
      <SettingSelect
        inline
        label="Caret"
        value={settings.caret}
        options={CARET_STYLES}
        labels={CARET_LABELS}
        onChange={(caret) => updateSettings({ caret })}
      />
      <SettingSelect
        inline
        label="Pace"
        value={settings.paceCaret}
        options={PACE_CARETS}
        labels={PACE_CARET_LABELS}
        onChange={(paceCaret) => updateSettings({ paceCaret })}
      />
      <SettingSelect
        inline
        label="Stop on error"
        value={settings.stopOnError}
        options={STOP_ON_ERROR_MODES}
        labels={STOP_ON_ERROR_LABELS}
        onChange={(stopOnError) => updateSettings({ stopOnError })}
      />
      <label className="flex items-center gap-2 text-sm text-gray-300">
        <input
          type="checkbox"
          checked={settings.liveStats}
          onChange={(event) => updateSettings({ liveStats: event.target.checked })}
          className="size-4 accent-amber-400"
        />
        Live stats
      </label>
      <Link
        to={PATHS.settings}
        className="ml-auto text-sm text-amber-300 underline-offset-4 hover:underline"
      >
        All settings
      </Link>
    </section>
  );
}
