import { Fragment, type ReactNode, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import {
  type CustomLengthDraft,
  customLengthDraftFromSearch,
  customLengthLabel,
  readCustomLength,
} from "../../../core/typing/custom-length-input.ts";
import { customLengthName } from "../../../core/typing/custom-length.ts";
import type { TestMode } from "../../../core/typing/test-modes.ts";
import { setCustomLength, useCustomLength } from "../../lib/custom-length-store.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { CustomLengthForm } from "./CustomLengthForm.tsx";

const unsubscribed = () => () => {};

/**
 * False while the page is prerendered and hydrated, true after: the prerendered page knows
 * neither the address's length nor this browser's, so showing either earlier would not hydrate
 * alike.
 */
const useHydrated = () =>
  useSyncExternalStore(
    unsubscribed,
    () => true,
    () => false,
  );

/**
 * A test of the typist's own length (issue 34): the address's ('?seconds=45', so a link shares
 * it), else the one last set in this browser. A length set is put in the address, and kept when
 * valid; an invalid one is said why and starts no test. The test itself is the page's
 * (`renderTest`, given the mode and its label), so this module, loaded on demand, does not carry
 * it.
 */
export function CustomLengthTest({
  renderTest,
}: {
  renderTest: (setup: TestMode, label: string) => ReactNode;
}) {
  const hydrated = useHydrated();
  const stored = useCustomLength();
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = customLengthDraftFromSearch(searchParams.toString()) ?? {
    unit: stored.unit,
    input: String(stored.value),
  };
  const read = readCustomLength(chosen.unit, chosen.input);
  const apply = (draft: CustomLengthDraft) => {
    const next = readCustomLength(draft.unit, draft.input);
    if (next.ok) setCustomLength(next.length);
    const input = next.ok ? String(next.length.value) : draft.input.trim();
    setSearchParams(new URLSearchParams({ [draft.unit]: input }), {
      replace: true,
      preventScrollReset: true,
    });
  };
  // The prerendered page shows the wait, whether or not this module had arrived by hydration.
  if (!hydrated) return <Spinner label="Loading your passage…" />;
  return (
    <>
      <CustomLengthForm chosen={chosen} error={read.ok ? null : read.message} onApply={apply} />
      {read.ok ? (
        <Fragment key={customLengthName(read.length)}>
          {renderTest({ kind: "custom-length", ...read.length }, customLengthLabel(read.length))}
        </Fragment>
      ) : (
        <p
          data-testid="custom-length-invalid"
          className="rounded-xl border border-amber-400/40 bg-amber-400/10 px-5 py-4 text-amber-100"
        >
          Set a length above, and the test starts with your first key.
        </p>
      )}
    </>
  );
}
