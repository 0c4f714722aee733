import { useId, useState } from "react";
import { MAX_CUSTOM_TEXT_LENGTH, normalizeCustomText } from "../../../core/practice/custom-text.ts";
import { setCustomText, useCustomText } from "../../lib/custom-text-store.ts";

const count = new Intl.NumberFormat("en-US");

/**
 * Custom's own choice: the text itself, entered where the choice is made and kept in this
 * browser. It is cleaned as practice's custom text is, and refused with practice's words.
 */
export function CustomChoiceFields({ inline = false }: { inline?: boolean }) {
  const stored = useCustomText();
  // A text kept elsewhere (another tab) is shown afresh.
  return <CustomTextBox key={stored} stored={stored} inline={inline} />;
}

/**
 * The text as it is edited, kept when the box is left: the test below starts again on a new
 * text, and doing so on every key would take the focus from the box to the test's.
 */
function CustomTextBox({ stored, inline }: { stored: string; inline: boolean }) {
  const [draft, setDraft] = useState(stored);
  const id = useId();
  const cleaned = normalizeCustomText(draft);
  // An empty box is a prompt, not a mistake: it is said in the hint until something is typed.
  const refusal = !cleaned.ok && draft !== "" ? cleaned.message : null;
  return (
    <div className={`w-full space-y-1.5 ${inline ? "basis-full" : ""}`}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-300">
        Custom text
      </label>
      <textarea
        id={id}
        data-testid="custom-text"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft !== stored) setCustomText(draft);
        }}
        rows={inline ? 2 : 5}
        spellCheck={false}
        aria-describedby={`${id}-hint${refusal ? ` ${id}-error` : ""}`}
        aria-invalid={refusal ? true : undefined}
        placeholder="Type or paste the text you want to type…"
        className="block w-full resize-y rounded-lg border border-gray-600 bg-gray-950 px-3 py-2 font-mono text-sm leading-relaxed text-gray-100 placeholder:text-gray-400 focus:border-amber-400"
      />
      <p id={`${id}-hint`} className="text-xs text-gray-400 tabular-nums">
        Up to {count.format(MAX_CUSTOM_TEXT_LENGTH)} characters, repeated to the test's length, kept
        when you leave the box; never ranked. {count.format(cleaned.ok ? cleaned.text.length : 0)} /{" "}
        {count.format(MAX_CUSTOM_TEXT_LENGTH)}
      </p>
      {refusal && (
        <p id={`${id}-error`} data-testid="custom-text-error" className="text-sm text-red-300">
          {refusal}
        </p>
      )}
    </div>
  );
}
