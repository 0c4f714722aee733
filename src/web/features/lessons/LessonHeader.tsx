import { useId, useState } from "react";
import { KEYBOARD_LAYOUTS, type LayoutId } from "../../../core/insight/keyboard-layouts.ts";
import { LESSON_KINDS, type LessonKind } from "../../../core/lessons/lesson-keys.ts";
import {
  type LessonProgress,
  TARGET_ACCURACY,
  TARGET_WPM,
  clearFocus,
  pickFocus,
  setKind,
  setLanguage,
  setLayout,
  setTargets,
} from "../../../core/lessons/lesson-progress.ts";
import { LANGUAGE_NAMES } from "../../../core/texts/language-names.ts";
import { LANGUAGES, isLanguage } from "../../../core/texts/languages.ts";
import { Button } from "../../ui/Button.tsx";
import { Card } from "../../ui/Card.tsx";
import { LabelledSelect } from "../../ui/Select.tsx";
import { SettingSwitch } from "../../ui/SettingSwitch.tsx";
import { KIND_LABELS, keyName } from "./lesson-labels.ts";
import type { LessonChange } from "./lesson-store.ts";

const FIELD =
  "w-full rounded-md border border-gray-500 bg-gray-800 px-3 py-2 text-sm text-gray-100 tabular-nums hover:border-gray-400";

/**
 * A number the typist sets, kept as typed until it leaves the field or Enter is pressed, then
 * brought within its bounds (setTargets), so a half-typed "4" on the way to "45" changes nothing.
 */
function TargetField({
  label,
  value,
  min,
  max,
  onCommit,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onCommit: (value: number) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft.trim() !== "") onCommit(Number(draft));
    setDraft(null);
  };
  return (
    <div className="flex min-w-0 flex-col gap-1.5 text-sm text-gray-300">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={min}
        max={max}
        step={1}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit();
        }}
        className={FIELD}
      />
    </div>
  );
}

/**
 * What the lessons are and what the typist chose (issue 35): the kind, language and layout, the
 * targets every key must reach before the next unlocks, the focus key and whether it is locked,
 * and the on-screen keyboard under the lesson.
 */
export function LessonHeader({
  progress,
  focus,
  change,
  onUnlockAll,
  keyboard,
  onKeyboard,
}: {
  progress: LessonProgress;
  /** The key the lessons lean on now (key-row.ts's focusKey). */
  focus: string | null;
  change: LessonChange;
  onUnlockAll: () => void;
  keyboard: boolean;
  onKeyboard: (on: boolean) => void;
}) {
  const picked = progress.focus !== null && progress.focus.key === focus;
  const locked = picked && progress.focus!.locked;
  return (
    <Card as="section" aria-label="Lesson settings" className="space-y-4 p-4 sm:p-5">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <LabelledSelect
          label="Lesson"
          value={progress.kind}
          onChange={(kind) => change((p) => setKind(p, kind as LessonKind))}
        >
          {LESSON_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect
          label="Language"
          value={progress.language}
          onChange={(language) => {
            if (isLanguage(language)) change((p) => setLanguage(p, language));
          }}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language].name}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect
          label="Keyboard layout"
          value={progress.layout}
          onChange={(layout) => change((p) => setLayout(p, layout as LayoutId))}
        >
          {KEYBOARD_LAYOUTS.map((layout) => (
            <option key={layout.id} value={layout.id}>
              {layout.name}
            </option>
          ))}
        </LabelledSelect>
        <TargetField
          label="Target speed (WPM)"
          value={progress.targetWpm}
          min={TARGET_WPM.min}
          max={TARGET_WPM.max}
          onCommit={(targetWpm) => change((p) => setTargets(p, { ...p, targetWpm }))}
        />
        <TargetField
          label="Target accuracy (%)"
          value={Math.round(progress.targetAccuracy * 100)}
          min={TARGET_ACCURACY.min * 100}
          max={TARGET_ACCURACY.max * 100}
          onCommit={(percent) =>
            change((p) => setTargets(p, { ...p, targetAccuracy: percent / 100 }))
          }
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-gray-800 pt-4">
        <p data-testid="lesson-focus" className="text-sm text-gray-300">
          Focus:{" "}
          {focus === null ? (
            "none"
          ) : (
            <>
              <kbd className="rounded border border-amber-400/60 bg-amber-400/10 px-1.5 py-0.5 font-mono text-base font-semibold text-gray-100">
                {keyName(focus)}
              </kbd>{" "}
              {locked ? "locked by you" : picked ? "picked by you" : "your weakest key"}
            </>
          )}
        </p>
        {focus !== null && (
          <Button
            variant="secondary"
            className="text-sm"
            aria-pressed={locked}
            onClick={() => change((p) => (locked ? clearFocus(p) : pickFocus(p, focus, true)))}
          >
            {locked ? "Release focus" : "Lock focus"}
          </Button>
        )}
        <Button variant="secondary" className="text-sm" onClick={onUnlockAll}>
          Unlock all
        </Button>
        <div className="w-full sm:ml-auto sm:w-64">
          <SettingSwitch label="On-screen keyboard" checked={keyboard} onChange={onKeyboard} />
        </div>
      </div>
    </Card>
  );
}
