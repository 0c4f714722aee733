import { type FormEvent, useId, useState } from "react";
import {
  CUSTOM_LENGTH_UNIT_LABELS,
  type CustomLengthDraft,
} from "../../../core/typing/custom-length-input.ts";
import { CUSTOM_LENGTH_BOUNDS, CUSTOM_LENGTH_UNITS } from "../../../core/typing/custom-length.ts";

interface CustomLengthFormProps {
  /** The length set now, as typed, valid or not. */
  chosen: CustomLengthDraft;
  /** Why the length set now is none; null when it is valid. */
  error: string | null;
  onApply: (draft: CustomLengthDraft) => void;
}

const FIELD =
  "rounded-md border border-gray-500 bg-gray-800 px-2 py-1.5 text-sm text-gray-100 hover:border-gray-400";

/**
 * The length of a custom test: a number and a unit, set with Enter or the button, or at once by
 * another unit. A number being edited leaves the test below as it is.
 */
export function CustomLengthForm({ chosen, error, onApply }: CustomLengthFormProps) {
  const [draft, setDraft] = useState(chosen);
  // A length set elsewhere (the address, another tab) replaces the edit, keeping the focus.
  const [shown, setShown] = useState(chosen);
  if (shown.unit !== chosen.unit || shown.input !== chosen.input) {
    setShown(chosen);
    setDraft(chosen);
  }
  const id = useId();
  const { min, max } = CUSTOM_LENGTH_BOUNDS[draft.unit];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form
      aria-label="Custom length"
      onSubmit={onSubmit}
      noValidate
      className="tt-static flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-gray-800 bg-gray-900/60 px-3 py-2.5 sm:px-4"
    >
      <label htmlFor={`${id}-value`} className="text-sm text-gray-300">
        Length
      </label>
      <input
        id={`${id}-value`}
        data-testid="custom-length-value"
        value={draft.input}
        onChange={(event) => setDraft({ ...draft, input: event.target.value })}
        inputMode="numeric"
        autoComplete="off"
        size={6}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        className={`${FIELD} w-24 tabular-nums`}
      />
      <select
        aria-label="Unit"
        data-testid="custom-length-unit"
        value={draft.unit}
        onChange={(event) => {
          const unit = CUSTOM_LENGTH_UNITS.find((known) => known === event.target.value);
          if (unit) onApply({ ...draft, unit });
        }}
        className={FIELD}
      >
        {CUSTOM_LENGTH_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {CUSTOM_LENGTH_UNIT_LABELS[unit]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="rounded-md border border-gray-600 px-3 py-1.5 text-sm font-semibold text-gray-100 hover:border-amber-400"
      >
        Set
      </button>
      <p id={`${id}-hint`} className="text-xs text-gray-400 tabular-nums">
        {min.toLocaleString("en-US")}–{max.toLocaleString("en-US")} {draft.unit}; never ranked.
      </p>
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          data-testid="custom-length-error"
          className="basis-full text-sm text-red-300"
        >
          {error}
        </p>
      )}
    </form>
  );
}
