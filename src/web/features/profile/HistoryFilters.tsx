import { useId } from "react";
import {
  HISTORY_MODE_GROUPS,
  type HistoryFilters as Filters,
} from "../../../core/account/history-view.ts";
import { DIFFICULTIES, DIFFICULTY_LABELS } from "../../../core/typing/difficulty.ts";
import { modeLabel } from "../../../core/typing/mode-label.ts";
import { LabelledSelect } from "../../ui/Select.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { labelClass, quietButton } from "./field-styles.ts";

/** The mode choices: all, then the timed and the character tests in their groups. */
export function ModeOptions({ allLabel }: { allLabel: string }) {
  return (
    <>
      <option value="all">{allLabel}</option>
      {HISTORY_MODE_GROUPS.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.modes.map((mode) => (
            <option key={mode} value={mode}>
              {modeLabel(mode)}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

/** The history's filters; each change goes to the address bar, which the list follows. */
export function HistoryFilters({
  filters,
  onChange,
  onClear,
  filtered,
}: {
  filters: Filters;
  onChange: (next: Partial<Record<keyof Filters, string | null>>) => void;
  onClear: () => void;
  filtered: boolean;
}) {
  const fromId = useId();
  const toId = useId();
  return (
    <fieldset className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      <legend className="sr-only">Filter your history</legend>
      <LabelledSelect label="Mode" value={filters.mode} onChange={(mode) => onChange({ mode })}>
        <ModeOptions allLabel="All modes" />
      </LabelledSelect>
      <LabelledSelect
        label="Difficulty"
        value={filters.difficulty}
        onChange={(difficulty) => onChange({ difficulty })}
      >
        <option value="all">All difficulties</option>
        {DIFFICULTIES.map((d) => (
          <option key={d} value={d}>
            {DIFFICULTY_LABELS[d]}
          </option>
        ))}
      </LabelledSelect>
      <div className={labelClass}>
        <label htmlFor={fromId}>From (UTC day)</label>
        <TextField
          id={fromId}
          type="date"
          value={filters.from ?? ""}
          max={filters.to ?? undefined}
          onChange={(e) => onChange({ from: e.target.value || null })}
          className="min-w-0 text-sm"
        />
      </div>
      <div className={labelClass}>
        <label htmlFor={toId}>To (UTC day)</label>
        <TextField
          id={toId}
          type="date"
          value={filters.to ?? ""}
          min={filters.from ?? undefined}
          onChange={(e) => onChange({ to: e.target.value || null })}
          className="min-w-0 text-sm"
        />
      </div>
      <LabelledSelect label="Kind" value={filters.kind} onChange={(kind) => onChange({ kind })}>
        <option value="all">All kinds</option>
        <option value="test">Tests</option>
        <option value="practice">Practice</option>
        <option value="imported">Imported</option>
      </LabelledSelect>
      {filtered && (
        <div className="col-span-full">
          <button type="button" onClick={onClear} className={quietButton}>
            Clear filters
          </button>
        </div>
      )}
    </fieldset>
  );
}
