import { PACE_CARETS, PACE_WPMS } from "../../../core/settings/settings.ts";
import { PACE_CARET_LABELS } from "../../../core/settings/settings-labels.ts";
import { updateSettings, useSettings } from "../../lib/settings-store.ts";
import { SettingSelect } from "./SettingSelect.tsx";

const SPEEDS = PACE_WPMS.map(String);
const SPEED_LABELS = Object.fromEntries(SPEEDS.map((wpm) => [wpm, `${wpm} WPM`]));

/**
 * The pace caret's choice and its set speed (issue 36): the speed is what "A set speed" races,
 * and what a best or an average races until there is one.
 */
export function PaceCaretFields() {
  const { paceCaret, paceCaretWpm } = useSettings();
  return (
    <>
      <SettingSelect
        label="Pace caret"
        value={paceCaret}
        options={PACE_CARETS}
        labels={PACE_CARET_LABELS}
        onChange={(chosen) => updateSettings({ paceCaret: chosen })}
      />
      <SettingSelect
        label="Pace speed"
        value={String(paceCaretWpm)}
        options={SPEEDS}
        labels={SPEED_LABELS}
        onChange={(wpm) => updateSettings({ paceCaretWpm: Number(wpm) })}
      />
    </>
  );
}
