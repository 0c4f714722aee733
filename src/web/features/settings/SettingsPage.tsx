import type { ReactNode } from "react";
import { Link } from "react-router";
import { CARET_STYLES, FONT_SIZES, MISTAKE_STYLES } from "../../../core/settings/settings.ts";
import {
  CARET_LABELS,
  FONT_SIZE_LABELS,
  MISTAKE_LABELS,
} from "../../../core/settings/settings-labels.ts";
import { PaceCaretFields } from "./PaceCaretFields.tsx";
import { PATHS } from "../../../core/site/paths.ts";
import { STOP_ON_ERROR_CHOICES, STOP_ON_ERROR_MODES } from "../../../core/typing/stop-on-error.ts";
import { useSession } from "../../lib/session.ts";
import { updateSettings, useSettings } from "../../lib/settings-store.ts";
import { Card } from "../../ui/Card.tsx";
import { DifficultySelect } from "../../ui/DifficultySelect.tsx";
import { LazyTextChoiceFields } from "./LazyTextChoiceFields.tsx";
import { SettingSelect } from "./SettingSelect.tsx";
import { SettingSwitch } from "../../ui/SettingSwitch.tsx";
import { ThemePicker } from "./ThemePicker.tsx";

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = `settings-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <Card as="section" aria-labelledby={id} className="space-y-5 p-6">
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** A few characters in each state, styled by the same classes as the passage. */
function Preview() {
  return (
    <div
      aria-hidden="true"
      data-testid="settings-preview"
      className="tt-passage tt-preview overflow-hidden rounded-lg border border-gray-800 bg-gray-950 px-4 font-mono break-words whitespace-pre-wrap"
    >
      <span className="tt-ok">The quick </span>
      <span className="tt-bad" data-typed="v">
        b
      </span>
      <span className="tt-ok">rown fox </span>
      <span className="tt-caret">j</span>
      <span className="tt-todo">umps over the lazy dog.</span>
    </div>
  );
}

/**
 * product 'Where TypeTempo goes beyond the specification', Settings and themes: the theme and the
 * typing area, kept in the browser and with the account.
 */
export function SettingsPage() {
  const settings = useSettings();
  const { user } = useSession();
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-gray-300" data-testid="settings-storage">
        {user
          ? "Your settings are saved to your account and follow you to any device you sign in on."
          : "Your settings are kept in this browser. Sign in to keep them with your account on every device."}
      </p>
      <Group title="Appearance">
        <ThemePicker value={settings.theme} onChange={(theme) => updateSettings({ theme })} />
      </Group>
      <Group title="Typing area">
        <Preview />
        <div className="grid gap-5 sm:grid-cols-2">
          <SettingSelect
            label="Font size"
            value={settings.fontSize}
            options={FONT_SIZES}
            labels={FONT_SIZE_LABELS}
            onChange={(fontSize) => updateSettings({ fontSize })}
          />
          <SettingSelect
            label="Caret style"
            value={settings.caret}
            options={CARET_STYLES}
            labels={CARET_LABELS}
            onChange={(caret) => updateSettings({ caret })}
          />
          <SettingSelect
            label="Mistakes"
            value={settings.mistakes}
            options={MISTAKE_STYLES}
            labels={MISTAKE_LABELS}
            onChange={(mistakes) => updateSettings({ mistakes })}
          />
          <SettingSelect
            label="Stop on error"
            value={settings.stopOnError}
            options={STOP_ON_ERROR_MODES}
            labels={STOP_ON_ERROR_CHOICES}
            onChange={(stopOnError) => updateSettings({ stopOnError })}
          />
          <DifficultySelect />
          <LazyTextChoiceFields />
          <PaceCaretFields />
        </div>
        <p className="text-sm text-gray-400">
          Stop on error changes only what you may type: every setting is scored the same, so all
          results rank together, and each result shows the setting it ran under.
        </p>
        <div className="space-y-4 border-t border-gray-800 pt-5">
          <SettingSwitch
            label="Smooth caret"
            description="The caret glides from one character to the next."
            checked={settings.smoothCaret}
            onChange={(smoothCaret) => updateSettings({ smoothCaret })}
          />
          <SettingSwitch
            label="Live WPM and accuracy"
            description="Shown while you type; the results always show them."
            checked={settings.liveStats}
            onChange={(liveStats) => updateSettings({ liveStats })}
          />
          <SettingSwitch
            label="Focus mode"
            description="The navigation, header and footer hide while a test runs, and come back when it ends, on Esc, or when you move the mouse."
            checked={settings.focusMode}
            onChange={(focusMode) => updateSettings({ focusMode })}
          />
          <SettingSwitch
            label="On-screen keyboard"
            description="Your keyboard layout under the text, the next key lit and its finger named."
            checked={settings.onScreenKeyboard}
            onChange={(onScreenKeyboard) => updateSettings({ onScreenKeyboard })}
          />
        </div>
        <p className="text-sm text-gray-300">
          Keys slow to appear? The{" "}
          <Link to={PATHS.lagTest} className="text-amber-300 underline underline-offset-4">
            keyboard lag test
          </Link>{" "}
          measures the delay in your browser and shows how much of it is ours.
        </p>
      </Group>
    </div>
  );
}
